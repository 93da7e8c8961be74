// A node's source text without its outer trivia, read from the tree's bytes.

import SwiftSyntax

extension SyntaxProtocol {
    /// The same text as `trimmedDescription` (the node's source without the leading trivia of
    /// its first token and the trailing trivia of its last), read from the tree's bytes:
    /// `trimmedDescription` builds a trimmed copy of the node first, a new node for every node
    /// on its first and last token's paths, and the reader asks for the text of many nodes.
    /// One difference, in broken code only: a node that ends in a missing token loses the
    /// trailing trivia of the last token present too (`inset ` reads as `inset`).
    var trimmedText: String {
        let bytes = syntaxTextBytes
        let start = leadingTriviaLength.utf8Length
        let end = bytes.count - trailingTriviaLength.utf8Length
        guard start < end else { return "" }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
