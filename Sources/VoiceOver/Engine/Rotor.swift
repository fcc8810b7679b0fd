/// A rotor setting: what one-finger swipes up and down move by or do
/// (docs/voiceover-rules.md §5.4).
public enum Rotor: String, Sendable, Hashable, Codable, CaseIterable {
    case headings, links, containers, actions, adjustValue, landmarks, images, textFields
}
