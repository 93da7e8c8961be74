import Foundation
import XCTest

/// `layoutlint` on Swift files: suppression comments, convert, folders, hostile input, and the corpus.
final class SwiftCommandTests: XCTestCase {
    var folder: String!

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "layoutlint-swift-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    func write(_ name: String, _ text: String) throws {
        try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
    }

    static let conflicting = """
        final class TagView: UIView {
            let tag = UIView()
            func setUp() {
                tag.translatesAutoresizingMaskIntoConstraints = false
                addSubview(tag)
                tag.topAnchor.constraint(equalTo: topAnchor).isActive = true
                tag.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
                tag.heightAnchor.constraint(equalToConstant: 20).isActive = true
                tag.widthAnchor.constraint(equalToConstant: 40).isActive = true
                // layoutlint:disable-next-line unsatisfiable-required
                tag.widthAnchor.constraint(equalToConstant: 50).isActive = true
                // layoutlint:disable unsatisfiable-required
                tag.widthAnchor.constraint(equalToConstant: 60).isActive = true
                // layoutlint:enable unsatisfiable-required
                tag.widthAnchor.constraint(equalToConstant: 70).isActive = true
            }
        }

        """

    func testSuppressionCommentsInSwiftHideFindingsOnTheirLines() throws {
        try write("TagView.swift", Self.conflicting)
        let result = try runLayoutLint(["lint", "TagView.swift"], directory: URL(fileURLWithPath: folder))
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout.split(separator: "\n").filter { $0.contains(": error:") }.map { String($0.prefix(24)) },
                       ["TagView.swift:15:25: err"])
    }

    func testFoldersPickUpSwiftFilesAndConvertWritesTheirPositions() throws {
        try write("TagView.swift", Self.conflicting)
        let lint = try runLayoutLint(["lint", "."], directory: URL(fileURLWithPath: folder))
        XCTAssertTrue(lint.stdout.hasPrefix("./TagView.swift:15:25: error: "), lint.stdout)
        let convert = try runLayoutLint(["convert", "TagView.swift"], directory: URL(fileURLWithPath: folder))
        XCTAssertEqual(convert.status, 0)
        let constraintLines = convert.stdout.split(separator: "\n").filter { $0.hasPrefix("  - {") }.map(String.init)
        XCTAssertEqual(constraintLines.map { $0.components(separatedBy: "  # ").last! }, [
            "TagView.swift:6:23", "TagView.swift:7:27", "TagView.swift:8:26", "TagView.swift:9:25",
            "TagView.swift:11:25", "TagView.swift:13:25", "TagView.swift:15:25",
        ])
        XCTAssertEqual(constraintLines.first?.components(separatedBy: "  # ").first,
                       "  - { first: tag.top, relation: '==', second: tagView.top }")
    }

    /// A method's changes are written as the state they make, every kind of change, and a view
    /// hidden after being shown in the same method as it ends: the converted file lints to the
    /// same run-time defect.
    func testConvertWritesEveryChangeOfAState() throws {
        try write("PhotoCell.swift", """
            final class PhotoCell: UITableViewCell {
                let photo = UIView()
                var photoHeight: NSLayoutConstraint!

                func setUp() {
                    contentView.addSubview(photo)
                    photo.translatesAutoresizingMaskIntoConstraints = false
                    photoHeight = photo.heightAnchor.constraint(equalToConstant: 200)
                    NSLayoutConstraint.activate([
                        photo.topAnchor.constraint(equalTo: contentView.topAnchor),
                        photo.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                        photo.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                        photoHeight,
                    ])
                }

                func collapse() {
                    photo.isHidden = false
                    photo.isHidden = true
                    photoHeight.priority = .defaultHigh
                }

                func grow() {
                    photoHeight.constant = 300
                }
            }

            """)
        let convert = try runLayoutLint(["convert", "PhotoCell.swift", "--output", "PhotoCell.layout.yaml"], directory: URL(fileURLWithPath: folder))
        XCTAssertEqual(convert.status, 0, convert.stderr)
        let yaml = try String(contentsOfFile: folder + "/PhotoCell.layout.yaml", encoding: .utf8)
        XCTAssertEqual(yaml.components(separatedBy: "states:\n").last, """
              "collapse()":
                priority: { photoHeightAnchor200: 750 }
                hide: [photo]
              "grow()":
                constant: { photoHeightAnchor200: 300 }

            """)
        let lint = try runLayoutLint(["lint", "PhotoCell.layout.yaml"], directory: URL(fileURLWithPath: folder))
        XCTAssertTrue(lint.stdout.contains("PhotoCell.layout.yaml:18:17: error: state 'collapse()' changes the priority of 'photoHeightAnchor200' from required (1000) to optional (750)"),
                      lint.stdout)
    }

    func testHostileInputEndsWithALocatedDiagnostic() throws {
        try Data([0x6C, 0x65, 0x74, 0x20, 0x78, 0x0A, 0xFF, 0xFE, 0x0A]).write(to: URL(fileURLWithPath: folder + "/Bytes.swift"))
        try write("Deep.swift", "let a = " + String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000) + "\n")
        try write("Squares.swift", "let a = " + String(repeating: "[", count: 30) + "1" + String(repeating: "]", count: 30) + "\n")
        // Eight brackets left open at the end, with a stray one among them, are read (closed
        // after the end, as the parser would); a ninth is refused where it opens.
        try write("Open.swift", """
            final class OpenView: UIView {
                let first = UIView()
                func setUp() {
                    addSubview(first)
                    first.widthAnchor.constraint(equalToConstant: 10).isActive = true
                    first.widthAnchor.constraint(equalToConstant: 20).isActive = true
                    let a = { let b = { let c = { let d = { let e = { let f = { )

            """)
        // Braces opened on a line of 3,000 tokens after a stray bracket: refused at the line.
        try write("Line.swift", "let a = 1\n{ ) " + String(repeating: "{", count: 31) + String(repeating: "x ", count: 3_000) + "\n"
                  + String(repeating: "}", count: 32) + "\n")
        try write("Unclosed.swift", "func f() {\n" + String(repeating: "    let a = {\n", count: 8) + "    )\n")
        let result = try runLayoutLint(["lint", "Bytes.swift", "Deep.swift", "Squares.swift", "Line.swift", "Open.swift", "Unclosed.swift"],
                                       directory: URL(fileURLWithPath: folder))
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, """
            Bytes.swift:2:1: error: invalid UTF-8: byte 0xFF at byte offset 6 does not start or continue a valid UTF-8 sequence [swift-source]
            Deep.swift:1:409: error: the code is nested more than 400 brackets deep here; layoutlint does not read code nested this deep [swift-source]
            Line.swift:2:1: error: the lines up to this one leave too many brackets open on lines this long; layoutlint does not read code like this (Swift's parser takes time growing with the square of a line's length for each bracket it leaves open) [swift-source]
            Open.swift:2:17: error: 'first.width == 0 (autoresizing mask: translatesAutoresizingMaskIntoConstraints is true)' (first.width == 0) cannot hold together with 1 other required constraint: the others put first.width at 10, where it needs 0; UIKit breaks one of them at run time [unsatisfiable-required]
            Open.swift:5:27: note: conflicting: 'first.widthAnchor == 10' (first.width == 10)
            Open.swift:2:17: note: fix-it: lower the priority of the constraint that should give way to 999, or remove it
            Open.swift:6:27: error: 'first.widthAnchor == 20' (first.width == 20) cannot hold together with 1 other required constraint: the others put first.width at 10, where it needs 20; UIKit breaks one of them at run time [unsatisfiable-required]
            Open.swift:5:27: note: conflicting: 'first.widthAnchor == 10' (first.width == 10)
            Open.swift:6:27: note: fix-it: lower the priority of the constraint that should give way to 999, or remove it
            Squares.swift:1:19: error: the code is nested more than 10 square brackets deep here; layoutlint does not read code nested this deep (Swift's parser slows down exponentially with it) [swift-source]
            Unclosed.swift:9:13: error: this bracket and 8 opened before it are never closed; layoutlint does not read code left this unfinished (Swift's parser slows down steeply with each one) [swift-source]

            """)
    }
}
