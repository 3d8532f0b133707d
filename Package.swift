// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "higdoc",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "higdoc", targets: ["HigDocCLI"]),
        .library(name: "HigDoc", targets: ["HigDoc"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"])]
        ),
        // mimalloc (Debian libmimalloc-dev) replaces glibc's malloc for the whole process on Linux:
        // higdoc makes millions of small allocations, and this is measurably faster (bench/HISTORY.md).
        .systemLibrary(
            name: "CMimalloc",
            providers: [.apt(["libmimalloc-dev"])]
        ),
        // One byte scan in C, with SSE2: Swift's SIMD16 compares were scalarized (`CControlScan.h`).
        .target(name: "CControlScan"),
        .target(
            name: "HigDoc",
            dependencies: [
                "CCmark",
                "CControlScan",
                .product(name: "Yams", package: "Yams"),
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "HeapModule", package: "swift-collections"),
            ]
        ),
        .executableTarget(
            name: "HigDocCLI",
            dependencies: [
                "HigDoc",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .target(name: "CMimalloc", condition: .when(platforms: [.linux])),
            ]
        ),
        .testTarget(
            name: "HigDocTests",
            dependencies: ["HigDoc"],
            exclude: ["Fixtures"]
        ),
    ]
)
