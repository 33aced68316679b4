// The built-in types: what GTK needs to filter files by them.

extension UTType {
    /// Item (`public.item`).
    public static let item = UTType(
        identifier: "public.item", extensions: [], mimeTypes: [], parents: [], summary: "Item")
    /// Content (`public.content`).
    public static let content = UTType(
        identifier: "public.content", extensions: [], mimeTypes: [], parents: ["public.item"], summary: "Content")
    /// Data (`public.data`).
    public static let data = UTType(
        identifier: "public.data", extensions: [], mimeTypes: [], parents: ["public.item"], summary: "Data")
    /// Folder (`public.directory`).
    public static let directory = UTType(
        identifier: "public.directory", extensions: [], mimeTypes: ["inode/directory"], parents: ["public.item"],
        summary: "Folder")
    /// Folder (`public.folder`).
    public static let folder = UTType(
        identifier: "public.folder", extensions: [], mimeTypes: ["inode/directory"], parents: ["public.directory"],
        summary: "Folder")
    /// Text (`public.text`).
    public static let text = UTType(
        identifier: "public.text", extensions: [], mimeTypes: ["text/*"], parents: ["public.data", "public.content"],
        summary: "Text")
    /// Plain Text (`public.plain-text`).
    public static let plainText = UTType(
        identifier: "public.plain-text", extensions: ["txt", "text"], mimeTypes: ["text/plain"],
        parents: ["public.text"], summary: "Plain Text")
    /// Plain Text (`public.utf8-plain-text`).
    public static let utf8PlainText = UTType(
        identifier: "public.utf8-plain-text", extensions: ["txt"], mimeTypes: ["text/plain"],
        parents: ["public.plain-text"], summary: "Plain Text")
    /// JSON (`public.json`).
    public static let json = UTType(
        identifier: "public.json", extensions: ["json"], mimeTypes: ["application/json"], parents: ["public.text"],
        summary: "JSON")
    /// XML (`public.xml`).
    public static let xml = UTType(
        identifier: "public.xml", extensions: ["xml"], mimeTypes: ["application/xml", "text/xml"],
        parents: ["public.text"], summary: "XML")
    /// HTML (`public.html`).
    public static let html = UTType(
        identifier: "public.html", extensions: ["html", "htm"], mimeTypes: ["text/html"], parents: ["public.text"],
        summary: "HTML")
    /// CSV (`public.comma-separated-values-text`).
    public static let commaSeparatedText = UTType(
        identifier: "public.comma-separated-values-text", extensions: ["csv"], mimeTypes: ["text/csv"],
        parents: ["public.text"], summary: "CSV")
    /// TSV (`public.tab-separated-values-text`).
    public static let tabSeparatedText = UTType(
        identifier: "public.tab-separated-values-text", extensions: ["tsv"], mimeTypes: ["text/tab-separated-values"],
        parents: ["public.text"], summary: "TSV")
    /// YAML (`public.yaml`).
    public static let yaml = UTType(
        identifier: "public.yaml", extensions: ["yaml", "yml"], mimeTypes: ["application/x-yaml"],
        parents: ["public.text"], summary: "YAML")
    /// Rich Text (`public.rtf`).
    public static let rtf = UTType(
        identifier: "public.rtf", extensions: ["rtf"], mimeTypes: ["text/rtf"], parents: ["public.text"],
        summary: "Rich Text")
    /// Source Code (`public.source-code`).
    public static let sourceCode = UTType(
        identifier: "public.source-code", extensions: [], mimeTypes: [], parents: ["public.plain-text"],
        summary: "Source Code")
    /// Swift Source (`public.swift-source`).
    public static let swiftSource = UTType(
        identifier: "public.swift-source", extensions: ["swift"], mimeTypes: ["text/x-swift"],
        parents: ["public.source-code"], summary: "Swift Source")
    /// Image (`public.image`).
    public static let image = UTType(
        identifier: "public.image", extensions: [], mimeTypes: ["image/*"], parents: ["public.data", "public.content"],
        summary: "Image")
    /// PNG Image (`public.png`).
    public static let png = UTType(
        identifier: "public.png", extensions: ["png"], mimeTypes: ["image/png"], parents: ["public.image"],
        summary: "PNG Image")
    /// JPEG Image (`public.jpeg`).
    public static let jpeg = UTType(
        identifier: "public.jpeg", extensions: ["jpeg", "jpg"], mimeTypes: ["image/jpeg"], parents: ["public.image"],
        summary: "JPEG Image")
    /// GIF Image (`com.compuserve.gif`).
    public static let gif = UTType(
        identifier: "com.compuserve.gif", extensions: ["gif"], mimeTypes: ["image/gif"], parents: ["public.image"],
        summary: "GIF Image")
    /// SVG Image (`public.svg-image`).
    public static let svg = UTType(
        identifier: "public.svg-image", extensions: ["svg"], mimeTypes: ["image/svg+xml"], parents: ["public.image"],
        summary: "SVG Image")
    /// WebP Image (`org.webmproject.webp`).
    public static let webP = UTType(
        identifier: "org.webmproject.webp", extensions: ["webp"], mimeTypes: ["image/webp"], parents: ["public.image"],
        summary: "WebP Image")
    /// PDF Document (`com.adobe.pdf`).
    public static let pdf = UTType(
        identifier: "com.adobe.pdf", extensions: ["pdf"], mimeTypes: ["application/pdf"],
        parents: ["public.data", "public.content"], summary: "PDF Document")
    /// Audio (`public.audio`).
    public static let audio = UTType(
        identifier: "public.audio", extensions: [], mimeTypes: ["audio/*"], parents: ["public.data", "public.content"],
        summary: "Audio")
    /// MP3 Audio (`public.mp3`).
    public static let mp3 = UTType(
        identifier: "public.mp3", extensions: ["mp3"], mimeTypes: ["audio/mpeg"], parents: ["public.audio"],
        summary: "MP3 Audio")
    /// Movie (`public.movie`).
    public static let movie = UTType(
        identifier: "public.movie", extensions: [], mimeTypes: ["video/*"], parents: ["public.data", "public.content"],
        summary: "Movie")
    /// MPEG-4 Movie (`public.mpeg-4`).
    public static let mpeg4Movie = UTType(
        identifier: "public.mpeg-4", extensions: ["mp4"], mimeTypes: ["video/mp4"], parents: ["public.movie"],
        summary: "MPEG-4 Movie")
    /// Archive (`public.archive`).
    public static let archive = UTType(
        identifier: "public.archive", extensions: [], mimeTypes: [], parents: ["public.data"], summary: "Archive")
    /// ZIP Archive (`public.zip-archive`).
    public static let zip = UTType(
        identifier: "public.zip-archive", extensions: ["zip"], mimeTypes: ["application/zip"],
        parents: ["public.archive"], summary: "ZIP Archive")

    /// The built-in types by identifier.
    static let registry: [String: UTType] = Dictionary(
        uniqueKeysWithValues: [
            item, content, data, directory, folder, text, plainText, utf8PlainText, json, xml, html,
            commaSeparatedText, tabSeparatedText, yaml, rtf, sourceCode, swiftSource, image, png, jpeg, gif,
            svg, webP, pdf, audio, mp3, movie, mpeg4Movie, archive, zip,
        ].map { ($0.identifier, $0) })
}
