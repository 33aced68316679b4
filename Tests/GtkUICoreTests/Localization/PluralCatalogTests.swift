import Foundation
import GtkUICore
import Testing

/// Plural entries read the same from a `.po` file and from the `.mo` file msgfmt compiles.
@Suite("Plural catalogs")
struct PluralCatalogTests {
    static let source = """
        msgid ""
        msgstr ""
        "Content-Type: text/plain; charset=UTF-8\\n"
        "Plural-Forms: nplurals=2; plural=(n != 1);\\n"

        msgctxt "a context GtkUI ignores"
        msgid "%lld apples"
        msgid_plural "%lld apples"
        msgstr[0] "%lld apple"
        msgstr[1] "%lld "
        "apples"
        """

    @Test(
        "a .po plural entry and its compiled .mo give the same forms and header",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/msgfmt")))
    func poAndMoAgree() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gtkui-plural-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let po = directory.appendingPathComponent("xx.po")
        let mo = directory.appendingPathComponent("xx.mo")
        try Self.source.write(to: po, atomically: true, encoding: .utf8)
        let msgfmt = Process()
        msgfmt.executableURL = URL(fileURLWithPath: "/usr/bin/msgfmt")
        msgfmt.arguments = ["-o", mo.path, po.path]
        try msgfmt.run()
        msgfmt.waitUntilExit()
        let fromPO = try Localization.loadCatalog(at: po)
        let fromMO = try Localization.loadCatalog(at: mo)
        #expect(fromPO["%lld apples"] == "%lld apple\0%lld apples")
        #expect(fromMO["%lld apples"] == fromPO["%lld apples"])
        #expect(fromMO[""]?.contains("Plural-Forms: nplurals=2") == true)
        #expect(fromPO[""]?.contains("Plural-Forms: nplurals=2") == true)
    }
}
