#if UNFOLD_SWIFT_SOURCE
    import Testing
    import UnfoldCore
    import UnfoldSwiftSource

    /// The libraries apps use, modelled: SwiftGen's generated `L10n` (through its own `tr`), Foundation's
    /// `NSLocalizedString`, and SFSafeSymbols' symbols, each in the form the library generates or expects.
    @Suite struct LibraryModelsTests {
        /// SwiftGen's `structured-swift5` template, as it generates `Strings.swift` (abridged to one table).
        static let swiftGen = """
            // swiftlint:disable all
            import Foundation

            internal enum L10n {
              internal enum Settings {
                /// Settings
                internal static let title = L10n.tr("Localizable", "settings.title", fallback: "Settings")
                /// %d items
                internal static func items(_ p1: Int) -> String {
                  return L10n.tr("Localizable", "settings.items", p1, fallback: "%d items")
                }
              }
              internal static let plain = L10n.tr("Localizable", "plain")
            }

            extension L10n {
              private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String = "") -> String {
                let format = BundleToken.bundle.localizedString(forKey: key, value: value, table: table)
                return String(format: format, locale: Locale.current, arguments: args)
              }
            }

            private final class BundleToken {
              static let bundle: Bundle = {
                #if SWIFT_PACKAGE
                return Bundle.module
                #else
                return Bundle(for: BundleToken.self)
                #endif
              }()
            }
            """

        @Test func swiftGensTablesAreTheirKeys() {
            #expect(interpret("L10n.Settings.title", Self.swiftGen) == "L\"settings.title\"")
            #expect(interpret("L10n.Settings.items(3)", Self.swiftGen) == "L\"settings.items\"(3)")
            #expect(interpret("L10n.plain", Self.swiftGen) == "L\"plain\"")
            #expect(interpret("NSLocalizedString(\"greeting\", comment: \"\")") == "L\"greeting\"")
            #expect(interpret("String(localized: \"bye\", defaultValue: \"Bye\")") == "L\"bye\"")
        }

        /// In a view: a SwiftGen string with a fallback is the fallback (formatted), one without is the scene's
        /// `L"KEY"`, answered by the scene's strings; an SFSafeSymbols symbol is the symbol of that name.
        @Test func inAViewTheyAreTextsAndSymbols() throws {
            let source = """
                import SwiftUI
                import SFSafeSymbols

                struct Row: View {
                    var body: some View {
                        HStack {
                            Image(systemSymbol: .starFill)
                            Text(L10n.Settings.title)
                            Text(L10n.Settings.items(3))
                            Text(L10n.plain)
                            Image(systemSymbol: .chevronDown)
                        }
                    }
                }
                """
            let module = [SwiftModuleSource(path: "Strings.swift", bytes: Array(Self.swiftGen.utf8))]
            guard
                case .success(let view)? = SwiftSyntaxCellReader().readView(
                    Array(source.utf8), type: "Row", module: module)
            else {
                Issue.record("not read")
                return
            }
            #expect(view.findings.map(\.message) == [])
            #expect(
                view.lines.map(\.text) == [
                    "hstack align center spacing default", "symbol star-fill color label",
                    "text \"Settings\" font body",
                    "text \"3 items\" font body", "text L\"plain\" font body", "symbol chevron-down color label"
                ])
        }
    }
#endif
