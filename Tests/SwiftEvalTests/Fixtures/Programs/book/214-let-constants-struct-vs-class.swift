// Structures and Classes: `let` freezes a struct value but only the reference of a class instance.
struct Settings {
    var volume: Int
    var muted: Bool
}

final class Player {
    var volume: Int
    var track: String
    init(volume: Int, track: String) {
        self.volume = volume
        self.track = track
    }
}

let fixedSettings = Settings(volume: 5, muted: false)
var editable = fixedSettings
editable.volume = 9
print(fixedSettings.volume, editable.volume)

let player = Player(volume: 3, track: "Intro")
player.volume = 8
player.track = "Chorus"
print(player.volume, player.track)

let players = [player, Player(volume: 1, track: "Outro")]
players[1].volume = 10
print(players.map { $0.volume })
print(player === players[0])

let settingsList = [Settings(volume: 1, muted: true), Settings(volume: 2, muted: false)]
var copyList = settingsList
copyList[0].muted = false
print(settingsList[0].muted, copyList[0].muted)

func louder(_ p: Player) { p.volume += 1 }
func louder(_ s: Settings) -> Settings {
    var s = s
    s.volume += 1
    return s
}
louder(player)
print(player.volume)
let newer = louder(fixedSettings)
print(fixedSettings.volume, newer.volume)

var mutableRef = player
mutableRef = Player(volume: 0, track: "New")
print(player.track, mutableRef.track)
