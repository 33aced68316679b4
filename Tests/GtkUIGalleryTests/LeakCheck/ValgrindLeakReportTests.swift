import Testing

/// Reading memcheck's log: which loss records the leak check blames on GtkUI.
@Suite("Valgrind leak report")
struct ValgrindLeakReportTests {
    /// Shortened from a real run: the seed's view model caught in its own `sink` closure,
    /// fontconfig's cache on GTK's font thread, and a block only possibly lost.
    static let log = """
        ==4242== Memcheck, a memory error detector
        ==4242== Command: /tmp/gtkui-leak-session
        ==4242== 
        visited @ObservedObject
        ==4242== 995 (48 direct, 947 indirect) bytes in 1 blocks are definitely lost in loss record 7 of 9
        ==4242==    at 0x48417B4: malloc (in /usr/libexec/valgrind/vgpreload_memcheck-amd64-linux.so)
        ==4242==    by 0x557ADC6: swift_allocObject (in /opt/swift/usr/lib/swift/linux/libswiftCore.so)
        ==4242==    by 0x24DE97: $s12GtkUIGallery16ContentViewModelC5modelAcA23CharacterDiscriminationC_tcfC (in /tmp/x)
        ==4242== 
        ==4242== 32 bytes in 1 blocks are indirectly lost in loss record 2 of 9
        ==4242==    at 0x48417B4: malloc (in /usr/libexec/valgrind/vgpreload_memcheck-amd64-linux.so)
        ==4242==    by 0x20BC00: $s9GtkUICore15NodeInvalidatorC9subscribe2to11OpenCombine14AnyCancellableCx_tF (in /tmp/x)
        ==4242== 
        ==4242== 5,730 (512 direct, 5,218 indirect) bytes in 1 blocks are definitely lost in loss record 8 of 9
        ==4242==    at 0x484682F: realloc (in /usr/libexec/valgrind/vgpreload_memcheck-amd64-linux.so)
        ==4242==    by 0x75AF5DB: FcFontRenderPrepare (in /usr/lib/x86_64-linux-gnu/libfontconfig.so.1.12.0)
        ==4242==    by 0x74141F4: start_thread (pthread_create.c:442)
        ==4242== 
        ==4242== 64 bytes in 1 blocks are possibly lost in loss record 5 of 9
        ==4242==    at 0x48417B4: malloc (in /usr/libexec/valgrind/vgpreload_memcheck-amd64-linux.so)
        ==4242==    by 0x1B5B9F: $s5GtkUI10WindowHostC4showyyF (in /tmp/x)
        ==4242== 
        ==4242== LEAK SUMMARY:
        ==4242==    definitely lost: 6,725 bytes in 2 blocks
        ==4242==    indirectly lost: 32 bytes in 1 blocks
        ==4242== Reachable blocks (those to which a pointer was found) are not shown.
        """

    @Test("every loss record is read with its kind and allocation stack")
    func readsRecords() {
        let report = ValgrindLeakReport(log: Self.log)
        #expect(report.records.map(\.kind) == [.definite, .indirect, .definite, .possible])
        #expect(report.records.map(\.frames.count) == [3, 2, 3, 2])
        #expect(
            report.records[0].functions[2]
                == "$s12GtkUIGallery16ContentViewModelC5modelAcA23CharacterDiscriminationC_tcfC")
        #expect(report.summary.count == 3)
    }

    @Test("definitely and indirectly lost records with a frame of GtkUI's modules are ours")
    func oursHaveOurFrames() {
        let ours = ValgrindLeakReport(log: Self.log).ours
        #expect(ours.map(\.kind) == [.definite, .indirect])
        #expect(ours.first?.summary.hasPrefix("995 (48 direct, 947 indirect) bytes") == true)
    }

    @Test("a possibly lost block, and one lost without our frames, are not ours")
    func othersAreNotOurs() {
        let records = ValgrindLeakReport(log: Self.log).records
        #expect(!records[2].hasOurFrame, "fontconfig on GTK's font thread")
        #expect(records[3].hasOurFrame && records[3].kind == .possible)
    }

    @Test("GtkUI's symbols: each module's Swift mangling and the C functions of CGtkUI")
    func ourSymbols() {
        #expect(ValgrindLeakReport.isOurs("$s5GtkUI0A0O10initializeyyF"))
        #expect(ValgrindLeakReport.isOurs("$s9GtkUICore8ViewNodeC6updateyyF"))
        #expect(ValgrindLeakReport.isOurs("$s12GtkUITesting11GtkTestHostC5clickyyF"))
        #expect(ValgrindLeakReport.isOurs("gtkui_row_model_splice"))
        #expect(!ValgrindLeakReport.isOurs("$s11OpenCombine9PublisherPAAE4sinkyyF"))
        #expect(!ValgrindLeakReport.isOurs("g_object_new"))
        #expect(!ValgrindLeakReport.isOurs("$sSa6appendyyxnF"))
    }

    @Test("the report shows each record's stack demangled, down to our frames, marked")
    func describesOurRecords() {
        let text = LeakCheckTests.describe(ValgrindLeakReport(log: Self.log).ours)
        #expect(text.hasPrefix("995 (48 direct, 947 indirect) bytes in 1 blocks are definitely lost"))
        #expect(text.contains("\n  ▶ ContentViewModel.__allocating_init(model:)"))
        #expect(text.contains("\n    swift_allocObject\n"))
        #expect(text.contains("\n  ▶ NodeInvalidator.subscribe"))
    }
}
