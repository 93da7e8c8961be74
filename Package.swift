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
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
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
        .target(name: "LayoutLint", dependencies: ["LayoutRules", "LayoutReporters", "LayoutModel", "LayoutYAML", "LayoutDiagnostics"]),
        .executableTarget(
            name: "layoutlint",
            dependencies: ["LayoutLint", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .target(name: "LayoutTestSupport", dependencies: ["LayoutDiagnostics"], path: "Sources/LayoutTestSupport"),
        .executableTarget(name: "solver-benchmark", dependencies: ["LayoutSolver"], path: "Benchmarks/SolverBenchmark"),
        // The reference of Benchmarks/lint_table.sh: libyaml reading every event of a file.
        .executableTarget(name: "yaml-event-reader", dependencies: ["CYAML"], path: "Benchmarks/YAMLEventReader"),
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
        .testTarget(name: "RobustnessTests", dependencies: ["LayoutLint", "layoutlint"], exclude: ["Regressions"]),
    ]
)
