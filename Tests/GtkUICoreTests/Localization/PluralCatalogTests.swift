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
        // posix_spawn and waitpid on this child, not Foundation's Process: its waitUntilExit()
        // can miss the exit when other tests of the process spawn and reap children meanwhile
        // (a CI run hung here with msgfmt already a zombie).
        var pid: pid_t = 0
        let arguments = ["/usr/bin/msgfmt", "-o", mo.path, po.path]
        var argv = arguments.map { strdup($0) } + [nil]
        // A fixed environment, not `environ`: other tests call setenv meanwhile, which can move
        // the process's environment while posix_spawn copies it (a CI run got EFAULT here).
        let variables = ["LC_ALL=C.UTF-8", "PATH=/usr/bin:/bin"]
        var environment = variables.map { strdup($0) } + [nil]
        defer { (argv + environment).forEach { free($0) } }
        try #require(posix_spawn(&pid, arguments[0], nil, nil, &argv, &environment) == 0)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        let fromPO = try Localization.loadCatalog(at: po)
        let fromMO = try Localization.loadCatalog(at: mo)
        #expect(fromPO["%lld apples"] == "%lld apple\0%lld apples")
        #expect(fromMO["%lld apples"] == fromPO["%lld apples"])
        #expect(fromMO[""]?.contains("Plural-Forms: nplurals=2") == true)
        #expect(fromPO[""]?.contains("Plural-Forms: nplurals=2") == true)
    }
}
