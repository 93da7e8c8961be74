// `trimmedText` gives `trimmedDescription`'s text for every node, trivia and broken code included.

@testable import LayoutSwift
import SwiftParser
import SwiftSyntax
import XCTest

final class TrimmedTextTests: XCTestCase {
    /// Every node of a file with comments, doc comments, odd spacing, a missing token and an
    /// unfinished expression: the text read from the bytes is the trimmed copy's.
    func testEveryNodeReadsAsItsTrimmedDescription() {
        let source = """
            /// A view.
            final class Card: UIView { // trailing
                let title = UILabel() /* block */
                func setUp() {
                    NSLayoutConstraint.activate([
                        title.topAnchor.constraint(equalTo: topAnchor,   constant: 8), // spacing
                        title.leadingAnchor.constraint(equalTo: ,
                    ])
                    let broken = (1 +
                }
            }
            """
        final class Collector: SyntaxAnyVisitor {
            var nodes: [Syntax] = []
            override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
                nodes.append(node)
                return .visitChildren
            }
        }
        let collector = Collector(viewMode: .all)
        collector.walk(Parser.parse(source: source))
        XCTAssertGreaterThan(collector.nodes.count, 100)
        for node in collector.nodes {
            XCTAssertEqual(node.trimmedText, node.trimmedDescription, "\(node.kind)")
        }
    }
}
