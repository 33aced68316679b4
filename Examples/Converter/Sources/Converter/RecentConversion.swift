import GtkUI

/// A conversion the user kept by pressing Enter, as it was written at that moment.
struct RecentConversion: Identifiable, Equatable {
    let id = UUID()
    /// The amount and its unit, such as “12 km”.
    let input: String
    /// The result and its unit, such as “7.46 mi”.
    let output: String
}
