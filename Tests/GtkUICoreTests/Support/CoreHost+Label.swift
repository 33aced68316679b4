import GtkUICoreTesting

extension CoreHost {
    /// The first label the view shows.
    var firstLabel: TestWidget { allWidgets.first { $0.kind == "Label" }! }
}
