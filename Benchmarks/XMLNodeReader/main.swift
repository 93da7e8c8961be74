// The reference of Benchmarks/lint_storyboards.sh: a bare libxml2 pass over a file, as the
// linter's reader makes it (the whole file into libxml2's tree, with the same options), then
// a walk over every element and attribute and nothing else (not even Foundation is loaded),
// so that a storyboard's lint time can be stated as a multiple of what merely reading its XML
// costs.
//
//   xml-node-reader FILE     prints the number of elements and attributes, and the bytes of attribute text
import CLibXML2
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

func fail(_ message: String) -> Never {
    print("xml-node-reader: \(message)")
    exit(2)
}

guard CommandLine.arguments.count == 2 else { fail("usage: xml-node-reader FILE") }
let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)
guard let context = xmlNewParserCtxt() else { fail("libxml2 could not allocate a parser") }
guard let document = xmlCtxtReadFile(context, CommandLine.arguments[1], "UTF-8", options), context.pointee.wellFormed != 0 else {
    fail("libxml2 could not read the file")
}

/// Elements and attributes under `node`, every attribute's text read once (its length added
/// to `textBytes`).
func count(_ node: xmlNodePtr, _ textBytes: inout Int) -> Int {
    var total = 1
    var attribute = node.pointee.properties
    while let current = attribute {
        var text = current.pointee.children
        while let piece = text {
            if let content = piece.pointee.content { textBytes += strlen(content) }
            text = piece.pointee.next
        }
        total += 1
        attribute = current.pointee.next
    }
    var child = node.pointee.children
    while let current = child {
        if current.pointee.type == XML_ELEMENT_NODE { total += count(current, &textBytes) }
        child = current.pointee.next
    }
    return total
}

var textBytes = 0
let nodes = xmlDocGetRootElement(document).map { count($0, &textBytes) } ?? 0
xmlFreeDoc(document)
xmlFreeParserCtxt(context)
print(nodes, textBytes)
