// Code fragments: a file that holds the body of a class without the class (methods such as
// `override func viewDidLoad()` at file scope, as code is posted beside the log it printed),
// or a playground's statements that lay views out, is read as the class it implies.
//
// Swift itself rejects both in an app's module (an `override` or an `init` outside a type;
// statements outside `main.swift`), so no file that builds is changed by this reading.

import SwiftSyntax

/// Where a fragment is wrapped in the class it implies: the text inserted before the
/// fragment (after the file's imports) and the text added after it.
struct FragmentWrapping: Equatable {
    /// UTF-8 offset in the original text where `prefix` is inserted.
    let offset: Int
    let prefix: String
    let suffix: String

    /// The name of the class a fragment is read as.
    static let typeName = "CodeFragment"

    /// Methods only a view controller overrides.
    static let viewControllerMethods: Set<String> = [
        "viewDidLoad", "loadView", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
        "viewWillLayoutSubviews", "viewDidLayoutSubviews", "updateViewConstraints", "viewSafeAreaInsetsDidChange",
        "viewWillTransition", "viewLayoutMarginsDidChange",
    ]

    /// How `tree` is read as a class, or nil when it is not a fragment:
    /// it declares no type and holds either a member only a class can have (an `override`,
    /// an `init`, a `deinit`) or statements that make constraints.
    static func of(_ tree: SourceFileSyntax) -> FragmentWrapping? {
        var items = Array(tree.statements)
        // The imports stay at file scope: the class starts after them.
        while let first = items.first, first.item.is(ImportDeclSyntax.self) { items.removeFirst() }
        guard let start = items.first else { return nil }
        var members = false
        var statements = false
        for item in items {
            switch item.item {
            case .decl(let decl):
                if decl.is(ClassDeclSyntax.self) || decl.is(StructDeclSyntax.self) || decl.is(EnumDeclSyntax.self)
                    || decl.is(ExtensionDeclSyntax.self) || decl.is(ProtocolDeclSyntax.self) || decl.is(ActorDeclSyntax.self) {
                    return nil
                }
                if decl.is(InitializerDeclSyntax.self) || decl.is(DeinitializerDeclSyntax.self) { members = true }
                if let function = decl.as(FunctionDeclSyntax.self), function.modifiers.contains(where: { $0.name.text == "override" }) {
                    members = true
                }
            case .stmt, .expr:
                statements = true
            }
        }
        let appKit = tree.statements.contains { item in
            guard let module = item.item.as(ImportDeclSyntax.self)?.path.first?.name.text else { return false }
            return module == "AppKit" || module == "Cocoa"
        }
        let offset = start.positionAfterSkippingLeadingTrivia.utf8Offset
        if members {
            let base = baseClass(of: items, appKit: appKit)
            return FragmentWrapping(offset: offset, prefix: "final class \(typeName): \(base) {\n", suffix: "\n}\n")
        }
        guard statements, makesConstraints(items) else { return nil }
        // A playground's (or a posted method body's) statements: a view controller's set-up
        // when they use its `view`, else a view's own (`addSubview(x)`, `equalTo(self)`).
        if items.contains(where: { usesName("view", in: Syntax($0)) }) {
            let base = appKit ? "NSViewController" : "UIViewController"
            return FragmentWrapping(offset: offset, prefix: "final class \(typeName): \(base) {\noverride func viewDidLoad() {\n", suffix: "\n}\n}\n")
        }
        let base = baseClass(of: items, appKit: appKit)
        return FragmentWrapping(offset: offset, prefix: "final class \(typeName): \(base) {\noverride init(frame: CGRect) {\n", suffix: "\n}\n}\n")
    }

    /// The UIKit or AppKit class whose body the members are: a view controller when one of
    /// them overrides a view controller's method, a cell when an initialiser takes a reuse
    /// identifier or the code uses a `contentView`, else a view.
    private static func baseClass(of items: [CodeBlockItemSyntax], appKit: Bool) -> String {
        var names: Set<String> = []
        var reuse = false
        for item in items {
            if let function = item.item.as(FunctionDeclSyntax.self) { names.insert(function.name.text) }
            if let initializer = item.item.as(InitializerDeclSyntax.self),
               initializer.signature.parameterClause.parameters.contains(where: { $0.firstName.text == "reuseIdentifier" }) {
                reuse = true
            }
        }
        if !names.isDisjoint(with: viewControllerMethods) { return appKit ? "NSViewController" : "UIViewController" }
        if reuse || names.contains("prepareForReuse") { return appKit ? "NSTableCellView" : "UITableViewCell" }
        if items.contains(where: { usesName("contentView", in: Syntax($0)) }) {
            return appKit ? "NSTableCellView" : "UICollectionViewCell"
        }
        return appKit ? "NSView" : "UIView"
    }

    private static func usesName(_ name: String, in node: Syntax) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(name) }
    }

    /// Whether the statements make constraints or views (a call of an anchor's
    /// `constraint`, `NSLayoutConstraint`, `snp` or `addSubview`).
    private static func makesConstraints(_ items: [CodeBlockItemSyntax]) -> Bool {
        let names: Set<String> = ["constraint", "NSLayoutConstraint", "snp", "addSubview", "constraints"]
        return items.contains { item in
            item.tokens(viewMode: .sourceAccurate).contains { token in
                if case .identifier(let text) = token.tokenKind { return names.contains(text) }
                return false
            }
        }
    }

    /// The wrapped text: the original with `prefix` inserted and `suffix` appended.
    func apply(to text: String) -> String {
        let bytes = Array(text.utf8)
        let head = String(decoding: bytes[..<offset], as: UTF8.self)
        let tail = String(decoding: bytes[offset...], as: UTF8.self)
        return head + prefix + tail + suffix
    }

    /// The original text's UTF-8 offset of an offset in the wrapped text.
    func originalOffset(_ offset: Int) -> Int {
        let length = prefix.utf8.count
        if offset < self.offset { return offset }
        if offset < self.offset + length { return self.offset }
        return offset - length
    }
}
