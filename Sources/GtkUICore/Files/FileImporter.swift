import Foundation

extension View {
    /// Shows the desktop's file chooser while `isPresented` is true, to open one file of the
    /// allowed types; `onCompletion` receives its URL. Cancelling sets `isPresented` to false
    /// without calling `onCompletion`.
    ///
    /// A folder type (`.folder`, `.directory`) chooses a folder instead.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $importing, allowedContentTypes: [.plainText]) { result in
    ///     if case .success(let url) = result { text = (try? String(contentsOf: url)) ?? "" }
    /// }
    /// ```
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType],
        onCompletion: @escaping @MainActor (Result<URL, any Error>) -> Void
    ) -> ModifiedContent<Self, _FileDialogModifier> {
        fileImporter(isPresented: isPresented, allowedContentTypes: allowedContentTypes, allowsMultipleSelection: false)
        {
            result in onCompletion(result.map { $0[0] })
        }
    }

    /// Shows the desktop's file chooser while `isPresented` is true, to open one file or, with
    /// `allowsMultipleSelection`, several; `onCompletion` receives their URLs. Cancelling sets
    /// `isPresented` to false without calling `onCompletion`.
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
        onCompletion: @escaping @MainActor (Result<[URL], any Error>) -> Void
    ) -> ModifiedContent<Self, _FileDialogModifier> {
        fileImporter(
            isPresented: isPresented, allowedContentTypes: allowedContentTypes,
            allowsMultipleSelection: allowsMultipleSelection, onCompletion: onCompletion, onCancellation: {})
    }

    /// Shows the desktop's file chooser while `isPresented` is true; `onCompletion` receives the
    /// chosen URLs, `onCancellation` runs when the chooser is cancelled.
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
        onCompletion: @escaping @MainActor (Result<[URL], any Error>) -> Void,
        onCancellation: @escaping @MainActor () -> Void
    ) -> ModifiedContent<Self, _FileDialogModifier> {
        let folders = !allowedContentTypes.isEmpty && allowedContentTypes.allSatisfy { $0.conforms(to: .directory) }
        let request = FileDialogRequest(
            mode: folders ? .openFolder(multiple: allowsMultipleSelection) : .open(multiple: allowsMultipleSelection),
            title: folders ? "Open Folder" : (allowsMultipleSelection ? "Open Files" : "Open File"),
            filters: folders ? [] : FileDialogRequest.filters(for: allowedContentTypes))
        return modifier(
            _FileDialogModifier(
                request: request, isPresented: { isPresented.wrappedValue },
                dismiss: { isPresented.wrappedValue = false },
                complete: { urls in onCompletion(.success(urls)) }, cancel: onCancellation))
    }

    /// Shows the desktop's save chooser while `isPresented` is true and `document` is not nil;
    /// the document is written to the chosen file (atomically), then `onCompletion` receives its
    /// URL, or the error that stopped the write. Cancelling sets `isPresented` to false without
    /// calling `onCompletion`.
    ///
    /// The proposed name is `defaultFilename` (or “Untitled”) with `contentType`'s extension
    /// when it has none.
    ///
    /// ```swift
    /// .fileExporter(isPresented: $exporting, document: TextFile(text: text), contentType: .plainText,
    ///               defaultFilename: "Notes") { result in … }
    /// ```
    public func fileExporter<D: FileDocument>(
        isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
        onCompletion: @escaping @MainActor (Result<URL, any Error>) -> Void
    ) -> ModifiedContent<Self, _FileDialogModifier> {
        var name = defaultFilename ?? "Untitled"
        if let ext = contentType.preferredFilenameExtension, (name as NSString).pathExtension.isEmpty {
            name += "." + ext
        }
        let request = FileDialogRequest(
            mode: .save(proposedName: name), title: "Save File",
            filters: FileDialogRequest.filters(for: [contentType]))
        return modifier(
            _FileDialogModifier(
                request: request, isPresented: { isPresented.wrappedValue && document != nil },
                dismiss: { isPresented.wrappedValue = false },
                complete: { urls in
                    guard let document, let url = urls.first else { return }
                    onCompletion(Result { try Self.write(document, as: contentType, to: url) })
                }, cancel: {}))
    }

    private static func write<D: FileDocument>(_ document: D, as type: UTType, to url: URL) throws -> URL {
        let existing = try? FileWrapper(url: url)
        let wrapper = try document.fileWrapper(
            configuration: FileDocumentWriteConfiguration(contentType: type, existingFile: existing))
        try wrapper.write(to: url, options: .atomic)
        return url
    }
}

/// `.fileImporter` and `.fileExporter`: a file chooser shown while a condition holds.
public struct _FileDialogModifier: ViewModifier, PrimitiveModifier {
    /// Applied by the view graph.
    public typealias Body = Never
    let request: FileDialogRequest
    let isPresented: @MainActor () -> Bool
    let dismiss: @MainActor () -> Void
    /// Runs with the chosen URLs after the binding has been written.
    let complete: @MainActor ([URL]) -> Void
    let cancel: @MainActor () -> Void
    func makeNode(in graph: ViewGraph) -> ViewNode { FileDialogNode(graph: graph) }
}

/// Shows the modifier's file chooser while its binding holds, and answers a person's choice:
/// the binding is written once, then the completion (or cancellation) runs.
@MainActor
final class FileDialogNode: PresentingNode<_FileDialogModifier> {
    private var dialog: AnyObject?
    private var backend: (any FileDialogBackend)? { graph.backend as? any FileDialogBackend }

    override var missingBackendMessage: String? {
        backend != nil
            ? nil
            : "fileImporter/fileExporter: \(type(of: graph.backend)) has no file chooser (FileDialogBackend), so "
                + "none is shown. Use a backend that conforms to FileDialogBackend."
    }

    override func sync() {
        guard let modifier, let backend else { return }
        // This node re-renders on its own when the binding changes.
        let presented = trackingReads { modifier.isPresented() }
        if !presented {
            close()
        } else if dialog == nil {
            graph.statistics.recordStructuralChange()
            dialog = backend.presentFileDialog(modifier.request, over: environment.windowChrome) { [weak self] urls in
                self?.respond(urls)
            }
        }
    }

    private func respond(_ urls: [URL]?) {
        guard let modifier, dialog != nil else { return }
        dialog = nil
        if modifier.isPresented() { modifier.dismiss() }
        if let urls, !urls.isEmpty { modifier.complete(urls) } else { modifier.cancel() }
    }

    private func close() {
        if let dialog { backend?.dismissFileDialog(dialog) }
        if dialog != nil { graph.statistics.recordStructuralChange() }
        dialog = nil
    }

    override func unmount() {
        close()
        super.unmount()
    }
}
