// swift-tools-version:6.0
import PackageDescription

// One module per pipeline stage; dependencies only point downstream:
// CYAML → LayoutYAML → LayoutModel → LayoutEngine (with LayoutSolver) → LayoutRules
// → LayoutReporters → LayoutLint (driver) → layoutlint (CLI).
let package = Package(
    name: "layoutlint",
    products: [
        .executable(name: "layoutlint", targets: ["layoutlint"]),
        .library(name: "LayoutDiagnostics", targets: ["LayoutDiagnostics"]),
        .library(name: "LayoutYAML", targets: ["LayoutYAML"]),
        .library(name: "LayoutModel", targets: ["LayoutModel"]),
        .library(name: "LayoutSolver", targets: ["LayoutSolver"]),
        .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
        .library(name: "LayoutRules", targets: ["LayoutRules"]),
        .library(name: "LayoutReporters", targets: ["LayoutReporters"]),
        .library(name: "LayoutLint", targets: ["LayoutLint"]),
        .library(name: "LayoutConsoleLog", targets: ["LayoutConsoleLog"]),
        .library(name: "LayoutInterfaceBuilder", targets: ["LayoutInterfaceBuilder"]),
        .library(name: "LayoutRender", targets: ["LayoutRender"]),
        .library(name: "LayoutFix", targets: ["LayoutFix"]),
        .library(name: "LayoutSwift", targets: ["LayoutSwift"]),
        .plugin(name: "LayoutLintBuildPlugin", targets: ["LayoutLintBuildPlugin"]),
        .plugin(name: "LintLayoutsCommand", targets: ["LintLayoutsCommand"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        .target(name: "LayoutDiagnostics"),
        .target(name: "LayoutYAML", dependencies: ["CYAML", "LayoutDiagnostics"]),
        .target(name: "LayoutModel", dependencies: ["LayoutYAML", "LayoutDiagnostics"]),
        .target(name: "LayoutSolver"),
        .target(name: "LayoutEngine", dependencies: ["LayoutModel", "LayoutSolver"]),
        .target(
            name: "LayoutRules",
            dependencies: ["LayoutEngine", "LayoutModel", "LayoutSolver", "LayoutDiagnostics"],
            // Pages is a link to the top-level rules/ folder: the pages ship inside the binary.
            resources: [.embedInCode("Pages")]
        ),
        .target(name: "LayoutReporters", dependencies: ["LayoutDiagnostics"]),
        // Front end for console logs of "Unable to simultaneously satisfy constraints".
        .target(name: "LayoutConsoleLog", dependencies: ["LayoutDiagnostics", "LayoutModel", "LayoutSolver", "LayoutReporters"]),
        // Front end for Interface Builder documents (.storyboard, .xib): builds the same model.
        .target(name: "LayoutInterfaceBuilder", dependencies: ["CLibXML2", "LayoutModel", "LayoutDiagnostics", "LayoutEngine"]),
        // Front end for Swift code (anchors, NSLayoutConstraint, visual format, SnapKit): builds the same model.
        .target(name: "LayoutSwift", dependencies: [
            "LayoutModel", "LayoutDiagnostics", "LayoutEngine", "LayoutSolver",
            .product(name: "SwiftSyntax", package: "swift-syntax"), .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        .target(name: "LayoutLint", dependencies: ["LayoutRules", "LayoutReporters", "LayoutModel", "LayoutYAML", "LayoutDiagnostics", "LayoutInterfaceBuilder", "LayoutSwift"]),
        // Pictures of solved configurations (SVG) and the HTML report.
        .target(name: "LayoutRender", dependencies: ["LayoutRules", "LayoutReporters", "LayoutEngine", "LayoutModel", "LayoutDiagnostics"]),
        // `layoutlint fix`: applies findings' fixes, each checked by linting the result (docs/fix.md).
        .target(name: "LayoutFix", dependencies: ["LayoutLint", "LayoutRules", "LayoutEngine", "LayoutModel", "LayoutYAML", "LayoutDiagnostics"]),
        .executableTarget(
            name: "layoutlint",
            dependencies: ["LayoutLint", "LayoutInterfaceBuilder", "LayoutConsoleLog", "LayoutRender", "LayoutFix", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // SwiftPM plugins (docs/plugins.md): lint a target's layouts on each build, and
        // `swift package lint-layouts`. LayoutFileSelection.swift is shared through a link.
        .plugin(name: "LayoutLintBuildPlugin", capability: .buildTool(), dependencies: ["layoutlint"]),
        .plugin(
            name: "LintLayoutsCommand",
            capability: .command(
                intent: .custom(verb: "lint-layouts", description: "Lint the layout files and storyboards of the package's targets with layoutlint"),
                permissions: [.writeToPackageDirectory(reason: "layoutlint writes the report (--output) or baseline (--write-baseline) you name")]
            ),
            dependencies: ["layoutlint"]
        ),
        .target(name: "LayoutTestSupport", dependencies: ["LayoutDiagnostics"], path: "Sources/LayoutTestSupport"),
        .executableTarget(name: "solver-benchmark", dependencies: ["LayoutSolver"], path: "Benchmarks/SolverBenchmark"),
        // The reference of Benchmarks/lint_table.sh: libyaml reading every event of a file.
        .executableTarget(name: "yaml-event-reader", dependencies: ["CYAML"], path: "Benchmarks/YAMLEventReader"),
        // The reference of Benchmarks/lint_storyboards.sh: libxml2 reading a file into its tree.
        .executableTarget(name: "xml-node-reader", dependencies: ["CLibXML2"], path: "Benchmarks/XMLNodeReader"),
        // The reference of Benchmarks/lint_swift.sh: SwiftParser parsing each file, nothing else.
        .executableTarget(name: "swift-parse-reader", dependencies: [.product(name: "SwiftParser", package: "swift-syntax")],
                          path: "Benchmarks/SwiftParseReader"),
        // Driven by Tests/SolverOracle/run.sh, which compares it with scipy's HiGHS.
        .executableTarget(name: "solver-check", dependencies: ["LayoutSolver"], path: "Tests/SolverOracle/SolverCheck"),
        .testTarget(name: "LayoutDiagnosticsTests", dependencies: ["LayoutDiagnostics"]),
        .testTarget(name: "LayoutYAMLTests", dependencies: ["LayoutYAML"]),
        .testTarget(name: "LayoutModelTests", dependencies: ["LayoutModel", "LayoutTestSupport"], exclude: ["Goldens"]),
        .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver", "LayoutTestSupport"]),
        .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine"]),
        .testTarget(name: "LayoutRulesTests", dependencies: ["LayoutRules", "LayoutLint", "LayoutTestSupport"], exclude: ["Goldens"]),
        .testTarget(name: "LayoutReportersTests", dependencies: ["LayoutReporters"]),
        .testTarget(name: "LayoutLintTests", dependencies: ["LayoutLint", "layoutlint", "LayoutTestSupport"], exclude: ["Goldens"]),
        .testTarget(name: "LayoutConsoleLogTests", dependencies: ["LayoutConsoleLog", "LayoutLint", "LayoutSolver", "LayoutTestSupport", "layoutlint"], exclude: ["Goldens"]),
        .testTarget(name: "LayoutInterfaceBuilderTests", dependencies: ["LayoutInterfaceBuilder", "LayoutLint", "layoutlint", "LayoutTestSupport"]),
        .testTarget(name: "LayoutRenderTests", dependencies: ["LayoutRender", "LayoutLint", "LayoutTestSupport"], exclude: ["Goldens"]),
        .testTarget(name: "LayoutFixTests", dependencies: ["LayoutFix", "LayoutRules", "LayoutLint", "layoutlint", "LayoutTestSupport"]),
        .testTarget(name: "LayoutSwiftTests", dependencies: ["LayoutSwift", "LayoutLint", "layoutlint", "LayoutTestSupport"], exclude: ["CorpusFindings.tsv"]),
        .testTarget(name: "RobustnessTests", dependencies: ["LayoutLint", "layoutlint", "LayoutTestSupport"], exclude: ["Regressions"]),
    ]
)
