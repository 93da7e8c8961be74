import LayoutDiagnostics
import LayoutModel
import LayoutTestSupport
import XCTest

/// Every sample loads into the model with the views, constraints and states it describes:
/// a readable dump of each loaded sample is kept as a golden and compared byte for byte.
final class SampleModelTests: XCTestCase {
    func testEverySampleLoadsIntoTheExpectedModel() throws {
        let folder = repositoryRoot.appendingPathComponent("samples").resolvingSymlinksInPath()
        let files = try XCTUnwrap(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".layout.yaml") }.sorted()
        XCTAssertGreaterThan(files.count, 30)
        for name in files {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            let loaded = LayoutLoader.load(SourceFile(path: "samples/\(name)", text: text))
            let isInputErrorSample = name.hasPrefix("input-errors/") && !name.contains("alias")
            if !isInputErrorSample {
                XCTAssertEqual(loaded.diagnostics.map(\.message), [], "\(name) should load cleanly")
            }
            guard let document = loaded.document else { continue }
            assertGolden(dump(document), name.replacingOccurrences(of: ".layout.yaml", with: ".model.txt"),
                         in: "Tests/LayoutModelTests/Goldens/samples")
        }
    }

    private func dump(_ document: LayoutDocument) -> String {
        var lines: [String] = ["layout: \(document.name ?? "-") (\(document.direction.rawValue))"]
        if !document.metrics.isEmpty {
            lines.append("metrics: " + document.metrics.map { "\($0.name)=\(formatNumber($0.value))" }.joined(separator: ", "))
        }
        lines.append("views:")
        for view in document.views {
            var parts = ["\(view.id)", "parent=\(view.parent ?? "-")", "kind=\(view.kind.rawValue)"]
            if view.intrinsic != .none {
                parts.append("intrinsic=[\(view.intrinsic.width.map(formatNumber) ?? "none"), \(view.intrinsic.height.map(formatNumber) ?? "none")]")
            }
            parts.append("hugging=\(view.hugging.horizontal)/\(view.hugging.vertical)")
            parts.append("compression=\(view.compression.horizontal)/\(view.compression.vertical)")
            if view.hidden { parts.append("hidden") }
            if let frame = view.frame {
                parts.append("frame=[\([frame.x, frame.y, frame.width, frame.height].map(formatNumber).joined(separator: ", "))]")
            }
            switch view.size {
            case .fixed(let size)?: parts.append("size=[\(size.width.map(formatNumber) ?? "auto"), \(size.height.map(formatNumber) ?? "auto")]")
            case .named(let sizes)?: parts.append("sizes=" + sizes.map { "\($0.name):[\($0.dimensions.width.map(formatNumber) ?? "auto"), \($0.dimensions.height.map(formatNumber) ?? "auto")]" }.joined(separator: ","))
            case nil: break
            }
            lines.append("  " + parts.joined(separator: " ") + " @\(view.source.key.start)")
        }
        lines.append("constraints:")
        for constraint in document.constraints {
            let state = constraint.active ? "" : " (inactive)"
            lines.append("  \(constraint.id): \(constraint.displayText)\(state) [\(constraint.form.rawValue)] @\(constraint.source.location.range)")
        }
        if !document.states.isEmpty { lines.append("states:") }
        for state in document.states {
            lines.append("  \(state.name)" + (state.from.map { " from \($0)" } ?? "") + ":")
            for change in state.changes {
                lines.append("    \(change.kind) @\(change.targetLocation.start)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
