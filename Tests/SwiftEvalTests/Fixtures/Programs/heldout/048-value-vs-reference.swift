struct Preferences {
    var fontScale = 1.0
    var language = "en"
    var blockedUsers: [String] = []
}

final class Session {
    let username: String
    var preferences: Preferences
    var observers: [(String) -> Void] = []

    init(username: String, preferences: Preferences) {
        self.username = username
        self.preferences = preferences
    }

    func update(_ change: (inout Preferences) -> Void) {
        change(&preferences)
        observers.forEach { $0("prefs updated for \(username)") }
    }
}

var defaults = Preferences()
let session = Session(username: "rio", preferences: defaults)
let sameSession = session
var log: [String] = []
session.observers.append { log.append($0) }

defaults.language = "fr"
print("session language after changing defaults: \(session.preferences.language)")

sameSession.update { $0.fontScale = 1.25; $0.blockedUsers.append("spammer") }
print("session fontScale via original ref: \(session.preferences.fontScale)")

var snapshot = session.preferences
snapshot.blockedUsers.append("troll")
print("snapshot blocked: \(snapshot.blockedUsers), session blocked: \(session.preferences.blockedUsers)")

let other = Session(username: "kai", preferences: snapshot)
other.observers.append { log.append($0) }
other.update { $0.language = "de" }
print("identical sessions: \(session === sameSession), other distinct: \(session !== other)")
print("languages: \([session, other].map(\.preferences.language))")

var sessions = [session, other]
sessions[1].preferences.fontScale = 2
print("other fontScale: \(other.preferences.fontScale)")
var prefsArray = sessions.map(\.preferences)
prefsArray[0].fontScale = 9
print("session fontScale still: \(session.preferences.fontScale)")
print("log: \(log)")
