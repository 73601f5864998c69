// swift-tools-version:5.9
import Foundation
import PackageDescription

// A team's package that checks its list screens with Unfold on Linux. It depends on Unfold by path here; a team
// writes `.package(url: "https://…/unfold.git", from: "6.0.0")` instead (see docs/swift-api.md).
// A path dependency is named after its folder, whatever the clone is called.
let unfold = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().lastPathComponent.lowercased()

let package = Package(
    name: "ListSnapshots",
    dependencies: [.package(path: "../..")],
    targets: [
        .testTarget(
            name: "ListSnapshotsTests",
            dependencies: [
                .product(name: "Unfold", package: unfold), .product(name: "UnfoldTesting", package: unfold)
            ])
    ]
)
