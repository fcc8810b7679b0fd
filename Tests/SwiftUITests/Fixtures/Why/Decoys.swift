// A file-level name a row closure's parameter must shadow (issue #48, "Why").
let rows = ["Wrong row"]
