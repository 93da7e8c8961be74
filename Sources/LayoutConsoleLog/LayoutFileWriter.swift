import LayoutModel

/// A layout file rebuilt from a log, and where each of its constraints came from.
public struct RebuiltLayout: Sendable {
    public var text: String
    /// Line of the layout file → line of the log, for each constraint written from the log.
    public var logLines: [Int: Int]
}

/// Writes the constraints of each message that holds a conflict as a layout file that
/// `layoutlint lint` reads: every item a view under one root per message (UIKit solves them
/// in the window's coordinates), each listed constraint as one expression with its log line
/// as a comment. Sizes' implicit `>= 0` are not written: the lint holds them as UIKit does.
public enum LayoutFileWriter {
    public static func write(_ explanation: LogExplanation, path: String) -> RebuiltLayout {
        var lines: [String] = [
            "# Rebuilt by 'layoutlint explain-log' from \(YAMLText.printable(path)).",
            "# UIKit solves every item in the window's coordinates: here each is a view of one root per message.",
        ]
        var logLines: [Int: Int] = [:]
        let messages = explanation.messages.filter { !$0.sets.isEmpty }
        lines.append("layout: \(YAMLText.quoted(baseName(path)))")
        lines.append("views:")
        var viewSections: [String] = []
        var constraintSections: [String] = []
        var pendingOrigins: [(Int, Int?)] = []  // (index in constraintSections, log line or nil for a size rule)
        for message in messages {
            let prefix = messages.count > 1 ? "m\(message.message.line)_" : ""
            let root = prefix + "window"
            var ids: [Int: String] = [:]
            var used: Set<String> = [root]
            func id(_ item: Int) -> String {
                if let found = ids[item] { return found }
                let logItem = explanation.items[item]
                let base = prefix + sanitized(logItem.name ?? "\(shortClass(logItem.className))_\(logItem.number)")
                var candidate = base
                var counter = 2
                while used.contains(candidate) || reserved.contains(candidate) {
                    candidate = "\(base)_\(counter)"
                    counter += 1
                }
                used.insert(candidate)
                ids[item] = candidate
                return candidate
            }
            func itemIndex(_ logged: LoggedItem) -> Int { explanation.items.firstIndex { $0.key == logged.key } ?? 0 }
            var contentViews: Set<Int> = []
            var unnamedSuperviews: Set<Int> = []
            func anchor(_ anchor: LoggedAnchor) -> String {
                let item = itemIndex(anchor.item)
                switch anchor.attribute {
                case "contentWidth", "contentHeight":
                    contentViews.insert(item)
                    return "\(id(item))_content.\(anchor.attribute == "contentWidth" ? "width" : "height")"
                default:
                    // A margin whose guide constraint the log lists is the guide's edge (explain-log reads it so).
                    let guides = explanation.items[item].marginGuides
                    if let (sides, edge) = marginGuideEdge[anchor.attribute], let guide = guides[sides[0]], sides.allSatisfy({ guides[$0] == guide }) {
                        return "\(id(guide)).\(edge)"
                    }
                    return "\(id(item)).\(yamlAttribute[anchor.attribute] ?? anchor.attribute)"
                }
            }
            var expressions: [(text: String, logLine: Int?, comment: String)] = []
            let repeated = Set(message.repeats.map(\.0))
            // A constant the conflict needs at another value that prints the same is written at it.
            var roundedValues: [Int: Double] = [:]
            for set in message.sets { for shift in set.rounded { roundedValues[shift.index] = shift.value } }
            for (index, constraint) in message.message.constraints.enumerated() where !repeated.contains(index) {
                guard var relation = constraint.relation else { continue }
                var comment = "line \(constraint.line): \(YAMLText.printable(constraint.text))"
                if let value = roundedValues[index] {
                    comment += " (printed \(formatNumber(relation.constant)), rounded to six significant digits)"
                    relation.constant = value
                }
                var text = "\(anchor(relation.first)) \(relation.relation.rawValue) "
                if let second = relation.second {
                    text += relation.multiplier == 1 ? anchor(second) : "\(formatNumber(relation.multiplier)) * \(anchor(second))"
                    if relation.constant != 0 { text += relation.constant < 0 ? " - \(formatNumber(-relation.constant))" : " + \(formatNumber(relation.constant))" }
                } else if isLocation(relation.first.attribute) {
                    // A position with no second item is a position in the superview; one the
                    // log does not name stands in as a view of its own.
                    let edge = isHorizontal(relation.first.attribute) ? "left" : "top"
                    let item = itemIndex(relation.first.item)
                    if let parent = explanation.items[item].parent {
                        text += "\(id(parent)).\(edge)"
                    } else {
                        unnamedSuperviews.insert(item)
                        text += "\(id(item))_superview.\(edge)"
                    }
                    if relation.constant != 0 { text += relation.constant < 0 ? " - \(formatNumber(-relation.constant))" : " + \(formatNumber(relation.constant))" }
                } else {
                    text += formatNumber(relation.constant)
                }
                if relation.priority < 1000 { text += " @\(formatNumber(relation.priority))" }
                expressions.append((text, constraint.line, comment))
            }
            // The lint keeps every view's width and height at least zero as UIKit does, so a
            // size rule needs no line of its own; a content size's rule needs its view.
            for set in message.sets {
                for case .sizeRule(let description, let item) in set.members
                where description.hasSuffix(".contentWidth >= 0") || description.hasSuffix(".contentHeight >= 0") {
                    contentViews.insert(item)
                }
            }
            viewSections.append("  \(root): {}   # the window of the message at line \(message.message.line)")
            for (item, viewID) in ids.sorted(by: { $0.key < $1.key }) {
                viewSections.append("  \(viewID): { parent: \(root) }   # \(YAMLText.printable(explanation.items[item].displayName))")
            }
            for item in unnamedSuperviews.sorted() {
                viewSections.append("  \(id(item))_superview: { parent: \(root) }   # the superview of \(YAMLText.printable(explanation.items[item].displayName)), not in the log")
            }
            for item in contentViews.sorted() {
                viewSections.append("  \(id(item))_content: { parent: \(root) }   # the content size of \(YAMLText.printable(explanation.items[item].displayName))")
            }
            for expression in expressions {
                constraintSections.append("  # \(expression.comment)")
                pendingOrigins.append((constraintSections.count, expression.logLine))
                constraintSections.append("  - \(YAMLText.quoted(expression.text))")
            }
        }
        if viewSections.isEmpty {
            lines[lines.count - 1] = "views: {}   # no message of the log holds a conflict"
        }
        lines += viewSections
        lines.append(constraintSections.isEmpty ? "constraints: []" : "constraints:")
        let constraintsStart = lines.count
        lines += constraintSections
        for (index, logLine) in pendingOrigins {
            let yamlLine = constraintsStart + index + 1
            if let logLine { logLines[yamlLine] = logLine }
        }
        return RebuiltLayout(text: lines.joined(separator: "\n") + "\n", logLines: logLines)
    }

    private static let reserved: Set<String> = ["superview", "required", "high", "low", "fittingSize", "dragThatCanResizeScene",
                                                "sceneSizeStayPut", "dragThatCannotResizeScene"]

    /// A margin attribute: the margin sides it uses, and the edge of the margins guide it is.
    private static let marginGuideEdge: [String: ([String], String)] = [
        "topMargin": (["top"], "top"), "bottomMargin": (["bottom"], "bottom"),
        "leftMargin": (["leading"], "leading"), "leadingMargin": (["leading"], "leading"),
        "rightMargin": (["trailing"], "trailing"), "trailingMargin": (["trailing"], "trailing"),
        "centerXWithinMargins": (["leading", "trailing"], "centerX"), "centerYWithinMargins": (["top", "bottom"], "centerY"),
    ]

    private static let yamlAttribute = ["minX": "left", "midX": "centerX", "maxX": "right", "minY": "top", "midY": "centerY",
                                        "maxY": "bottom", "baseline": "firstBaseline"]

    private static func isLocation(_ attribute: String) -> Bool { !["width", "height", "contentWidth", "contentHeight"].contains(attribute) }

    private static func isHorizontal(_ attribute: String) -> Bool {
        ["left", "right", "leading", "trailing", "centerX", "minX", "midX", "maxX", "leftMargin", "rightMargin",
         "leadingMargin", "trailingMargin", "centerXWithinMargins", "width", "contentWidth"].contains(attribute)
    }

    private static func shortClass(_ className: String?) -> String {
        guard let className else { return "view" }
        return String(className.split(separator: ".").last ?? Substring(className))
    }

    /// A view id: `[A-Za-z_][A-Za-z0-9_]*`.
    private static func sanitized(_ text: String) -> String {
        // Every other character becomes "_", a run of them one "_".
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)) {
                result.unicodeScalars.append(scalar)
            } else if result.last != "_" {
                result += "_"
            }
        }
        if result.isEmpty || result.first!.isNumber { result = "v" + result }
        return String(result.prefix(60))
    }

    private static func baseName(_ path: String) -> String { String(path.split(separator: "/").last ?? Substring(path)) }
}
