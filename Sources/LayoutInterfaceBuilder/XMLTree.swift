internal import CLibXML2
import LayoutDiagnostics

/// One element of an XML document, with where its `<` and each attribute name were written.
struct XMLElement {
    var name: String
    /// Attributes in document order.
    var attributes: [(name: String, value: String)]
    var children: [XMLElement]
    /// Where the element's `<` is.
    var position: SourcePosition
    /// Where each attribute's name starts, by name.
    var attributePositions: [String: SourcePosition]

    subscript(attribute: String) -> String? {
        attributes.first { $0.name == attribute }?.value
    }

    /// Child elements with this name.
    func children(named name: String) -> [XMLElement] {
        children.filter { $0.name == name }
    }

    /// The first child with this name and, if given, this `key` attribute.
    func child(_ name: String, key: String? = nil) -> XMLElement? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// The attribute's position, or the element's when the attribute is absent.
    func position(of attribute: String) -> SourcePosition {
        attributePositions[attribute] ?? position
    }
}

/// Why an XML document could not be read.
struct XMLReadError: Error {
    enum Kind {
        /// libxml2 rejected it: not well-formed, or over one of its limits.
        case syntax
        /// Well-formed but carries a DOCTYPE, which Interface Builder never writes.
        case doctype
    }

    var kind: Kind
    var message: String
    var position: SourcePosition
}

/// Reads XML with the system libxml2, with everything that reaches outside the document off.
///
/// No network, no DTD loading, no entity substitution, libxml2's default limits on depth
/// (256) and on text size kept (`XML_PARSE_HUGE` is never set). A document with a DOCTYPE is
/// refused before libxml2 sees it: Interface Builder never writes one, and only a DTD can
/// declare the entities of an expansion bomb or an external entity.
enum XMLTreeReader {
    private static let initialised: Bool = {
        xmlInitParser()
        // Some of libxml2's messages bypass XML_PARSE_NOERROR and go to the generic handler,
        // which prints to standard error; every problem is reported as a diagnostic instead.
        // The handler is variadic in C (imported as an opaque pointer); a function that reads
        // none of its arguments is a valid one.
        let silent: @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?) -> Void = { _, _ in }
        let handler = unsafeBitCast(silent, to: xmlGenericErrorFunc.self)
        // libxml2 keeps the handler per thread: the default for threads that start using it
        // later, and this thread's own.
        xmlThrDefSetGenericErrorFunc(nil, handler)
        xmlSetGenericErrorFunc(nil, handler)
        return true
    }()

    static let options: Int32 = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)

    static func read(_ text: String) -> Result<XMLElement, XMLReadError> {
        _ = initialised
        let bytes = Array(text.utf8)
        let lines = UTF8LineTable(bytes)
        let scan = StartTagScanner.scan(bytes)
        if let doctype = scan.doctypeOffset {
            return .failure(XMLReadError(kind: .doctype, message: "the document has a DOCTYPE; Interface Builder never writes one, and layoutlint reads no DTD and expands no entities",
                                         position: lines.position(ofByte: doctype)))
        }
        guard let context = xmlNewParserCtxt() else {
            return .failure(XMLReadError(kind: .syntax, message: "libxml2 could not allocate a parser", position: SourcePosition(line: 1, column: 1)))
        }
        defer { xmlFreeParserCtxt(context) }
        let document: xmlDocPtr? = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.flatMap { base in
                base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { pointer in
                    xmlCtxtReadMemory(context, pointer, Int32(clamping: buffer.count), nil, "UTF-8", options)
                }
            }
        }
        guard let document, context.pointee.wellFormed != 0 else {
            if let document { xmlFreeDoc(document) }
            let error = xmlCtxtGetLastError(context)
            var message = "not well-formed XML"
            var position = SourcePosition(line: 1, column: 1)
            if let error {
                let text = error.pointee.message.map { String(cString: $0) } ?? ""
                message = String(text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
                if message.isEmpty { message = "not well-formed XML" }
                let line = Int(error.pointee.line)
                if line >= 1 {
                    position = lines.position(line: line, byteColumn: Int(error.pointee.int2))
                }
            }
            return .failure(XMLReadError(kind: .syntax, message: "malformed XML: " + lowercasedFirst(message), position: position))
        }
        defer { xmlFreeDoc(document) }
        guard let root = xmlDocGetRootElement(document) else {
            return .failure(XMLReadError(kind: .syntax, message: "malformed XML: the document has no root element", position: SourcePosition(line: 1, column: 1)))
        }
        var builder = TreeBuilder(tags: scan.tags, lines: lines)
        return .success(builder.element(root))
    }

    private static func lowercasedFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.lowercased() + text.dropFirst()
    }

    /// Turns libxml2's nodes into `XMLElement`s, pairing them in document order with the
    /// start tags the scanner found (the n-th element is the n-th start tag).
    private struct TreeBuilder {
        let tags: [StartTagScanner.Tag]
        let lines: UTF8LineTable
        var next = 0

        mutating func element(_ node: xmlNodePtr) -> XMLElement {
            let name = String(cString: node.pointee.name)
            var attributes: [(name: String, value: String)] = []
            var property = node.pointee.properties
            while let attribute = property {
                let attributeName = String(cString: attribute.pointee.name)
                var value = ""
                var child = attribute.pointee.children
                while let text = child {
                    if let content = text.pointee.content { value += String(cString: content) }
                    child = text.pointee.next
                }
                attributes.append((attributeName, value))
                property = attribute.pointee.next
            }
            var position = SourcePosition(line: max(1, Int(xmlGetLineNo(node))), column: 1)
            var attributePositions: [String: SourcePosition] = [:]
            if next < tags.count, tags[next].name == name {
                let tag = tags[next]
                position = lines.position(ofByte: tag.offset)
                for (attributeName, offset) in tag.attributes {
                    attributePositions[attributeName] = lines.position(ofByte: offset)
                }
            }
            next += 1
            var children: [XMLElement] = []
            var child = node.pointee.children
            while let current = child {
                if current.pointee.type == XML_ELEMENT_NODE {
                    children.append(element(current))
                }
                child = current.pointee.next
            }
            return XMLElement(name: name, attributes: attributes, children: children, position: position,
                              attributePositions: attributePositions)
        }
    }
}

/// Finds each start tag's `<` and its attribute names in raw XML, in document order.
///
/// libxml2's tree keeps only a line per node; this gives columns. It runs on text libxml2
/// has accepted as well-formed, where `<` cannot occur inside an attribute value.
enum StartTagScanner {
    struct Tag {
        var name: String
        var offset: Int
        var attributes: [(String, Int)]
    }

    static func scan(_ bytes: [UInt8]) -> (tags: [Tag], doctypeOffset: Int?) {
        var tags: [Tag] = []
        var doctype: Int?
        var index = 0
        let count = bytes.count
        func matches(_ pattern: StaticString, at offset: Int) -> Bool {
            let length = pattern.utf8CodeUnitCount
            guard offset + length <= count else { return false }
            let start = pattern.utf8Start
            for k in 0..<length where bytes[offset + k] != start[k] { return false }
            return true
        }
        func starts(_ pattern: StaticString, at offset: Int) -> Bool { matches(pattern, at: offset) }
        func skip(past terminator: StaticString, from offset: Int) -> Int {
            var i = offset
            while i < count {
                if matches(terminator, at: i) { return i + terminator.utf8CodeUnitCount }
                i += 1
            }
            return count
        }
        while index < count {
            guard bytes[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            if starts("<!--", at: index) {
                index = skip(past: "-->", from: index + 4)
            } else if starts("<![CDATA[", at: index) {
                index = skip(past: "]]>", from: index + 9)
            } else if starts("<?", at: index) {
                index = skip(past: "?>", from: index + 2)
            } else if starts("<!", at: index) {
                if doctype == nil { doctype = index }
                index = skip(past: ">", from: index + 2)
            } else if starts("</", at: index) {
                index = skip(past: ">", from: index + 2)
            } else {
                let start = index
                index += 1
                let nameStart = index
                while index < count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">"), bytes[index] != UInt8(ascii: "/") {
                    index += 1
                }
                let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
                var attributes: [(String, Int)] = []
                while index < count, bytes[index] != UInt8(ascii: ">") {
                    let byte = bytes[index]
                    if isSpace(byte) || byte == UInt8(ascii: "/") {
                        index += 1
                        continue
                    }
                    let attributeStart = index
                    while index < count, bytes[index] != UInt8(ascii: "="), !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">") {
                        index += 1
                    }
                    attributes.append((String(decoding: bytes[attributeStart..<index], as: UTF8.self), attributeStart))
                    while index < count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "'"), bytes[index] != UInt8(ascii: ">") {
                        index += 1
                    }
                    if index < count, bytes[index] != UInt8(ascii: ">") {
                        let quote = bytes[index]
                        index += 1
                        while index < count, bytes[index] != quote { index += 1 }
                        index += 1
                    }
                }
                index += 1
                tags.append(Tag(name: name, offset: start, attributes: attributes))
            }
        }
        return (tags, doctype)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}

extension UTF8LineTable {
    /// A place libxml2 names by line and byte column, kept inside the file: libxml2 counts
    /// lines and columns its own way (after newline normalisation, in bytes) and at the end
    /// of a document may name a column past the last character.
    func position(line: Int, byteColumn: Int) -> SourcePosition {
        let index = min(max(line, 1), lineStarts.count) - 1
        let start = lineStarts[index]
        var end = index + 1 < lineStarts.count ? lineStarts[index + 1] : bytes.count
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        return position(ofByte: min(start + max(byteColumn, 1) - 1, end))
    }
}
