internal import AppModel

/// The speech channel on the virtual clock: one utterance at a time,
/// interruption, queueing and the hint pause (docs/voiceover-rules.md §4.1,
/// docs/scenario-format.md, "Time, focus and callbacks" "Time").
extension ScreenReader {
    /// Speaks `text`. Interrupting speech cuts off the current utterance
    /// (an announcement cut off finishes unsuccessfully) unless it is a
    /// high-priority announcement, which then finishes first.
    func speak(
        _ text: String, kind: Utterance.Kind, mode: SpeakMode = .interrupt, hint: String? = nil,
        language: String? = nil, announcement: Int? = nil, priority: AccessibilityNotification.Priority? = nil,
        element: String? = nil
    ) async {
        guard isRunning, !text.isEmpty else {
            if let announcement { finishAnnouncement(announcement, successfully: false) }
            return
        }
        var voice = settings.speechVoice(language: language)
        voice.pitchShift = Self.pitchShift(of: kind)
        let speech = await synthesizer.synthesize(text, voice: voice)
        let item = QueuedUtterance(
            kind: kind, text: text, milliseconds: max(1, speech.milliseconds), voice: language ?? voice.name,
            hint: hint, language: language, announcement: announcement, priority: priority, element: element,
            speech: speech)
        if kind == .description { currentHint = hint }
        isPaused = false
        pausedItem = nil
        switch mode {
        case .interrupt:
            if let active = activeItem, active.isUninterruptible {
                queue.removeAll { $0.announcement == nil && !$0.isLowPriority }
                queue.insert(item, at: 0)
            } else {
                interruptCurrent()
                // What was waiting to follow the cut-off speech goes with it;
                // announcements keep their place.
                queue.removeAll { $0.announcement == nil }
                begin(item, speech: speech)
            }
        case .queue:
            if activeItem == nil && queue.isEmpty {
                begin(item, speech: speech)
            } else {
                queue.append(item)
            }
        }
    }

    /// Starts `item` now.
    func begin(_ item: QueuedUtterance, speech: SynthesizedSpeech? = nil) {
        pendingHint = nil
        let utterance = Utterance(
            kind: item.kind, text: item.text, start: now, duration: item.milliseconds, interruptedAt: nil,
            voice: item.voice,
            element: item.element)
        transcript.append(.utterance(utterance))
        activeIndex = transcript.count - 1
        activeItem = item
        if let announcement = item.announcement { announcements[announcement].startedAt = now }
        onSynthesized?(utterance, speech ?? item.speech ?? SynthesizedSpeech(milliseconds: item.milliseconds))
    }

    /// Cuts off the utterance being spoken, if any.
    func interruptCurrent() {
        guard let index = activeIndex, let item = activeItem else { return }
        if case .utterance(var utterance) = transcript[index] {
            utterance.interruptedAt = now
            transcript[index] = .utterance(utterance)
        }
        activeIndex = nil
        activeItem = nil
        pendingHint = nil
        if let announcement = item.announcement { finishAnnouncement(announcement, successfully: false) }
    }

    /// Drops everything waiting to be spoken; dropped announcements finish
    /// unsuccessfully.
    func dropQueue(announcementsOnly: Bool = false) {
        let dropped = queue.filter { !announcementsOnly || $0.announcement != nil }
        queue.removeAll { !announcementsOnly || $0.announcement != nil }
        for item in dropped {
            if let announcement = item.announcement { finishAnnouncement(announcement, successfully: false) }
        }
    }

    /// Records an announcement's outcome and tells the app.
    func finishAnnouncement(_ index: Int, successfully: Bool) {
        guard announcements[index].wasSuccessful == nil else { return }
        announcements[index].wasSuccessful = successfully
        application.deliver(.announcementDidFinish(text: announcements[index].text, wasSuccessful: successfully))
    }

    /// Posts an announcement into the speech channel by its priority.
    func announce(_ text: String, priority: AccessibilityNotification.Priority) async {
        announcements.append(AnnouncementRecord(text: text, priority: priority, postedAt: now))
        let mode: SpeakMode = priority == .low ? .queue : .interrupt
        await speak(text, kind: .announcement, mode: mode, announcement: announcements.count - 1, priority: priority)
    }

    /// Moves the clock to `target`, ending utterances, starting queued ones
    /// and speaking due hints on the way; the app's reactions to finished
    /// announcements happen at the time they finish.
    func advance(to target: Int) async {
        var steps = 0
        while steps < 100_000 {
            steps += 1
            var next: (time: Int, isHint: Bool)?
            if let index = activeIndex, case .utterance(let utterance) = transcript[index] {
                next = (utterance.start + utterance.duration, false)
            } else if let hint = pendingHint {
                next = (hint.due, true)
            }
            // The app's timers (`Task.sleep` in its code) run at their time, before speech that ends later.
            if let due = application.nextTimerDue, due <= target, due < (next?.time ?? Int.max) {
                now = max(now, due)
                application.fireTimer(dueBy: now)
                await settle()
                continue
            }
            guard let event = next, event.time <= target else { break }
            now = max(now, event.time)
            if event.isHint {
                guard let hint = pendingHint else { continue }
                pendingHint = nil
                let speech = await synthesizer.synthesize(
                    hint.text, voice: settings.speechVoice(language: hint.language))
                begin(
                    QueuedUtterance(
                        kind: .hint, text: hint.text, milliseconds: max(1, speech.milliseconds),
                        voice: hint.language ?? settings.voice, hint: nil, language: hint.language),
                    speech: speech)
                continue
            }
            let finished = activeItem
            activeIndex = nil
            activeItem = nil
            if !queue.isEmpty && !isPaused {
                begin(queue.removeFirst())
            } else if let hint = finished?.hint, settings.hints {
                pendingHint = (hint, now + settings.hintDelayMilliseconds, finished?.language)
            }
            if let announcement = finished?.announcement {
                finishAnnouncement(announcement, successfully: true)
                await settle()
            }
        }
        now = max(now, target)
    }

    /// Typing's echo is heard at a higher pitch and a deletion at a lower
    /// one (the reference's E40 and E51: "Deleting Text: Change Pitch");
    /// 15 on espeak-ng's 0–100 scale is a clear step either way.
    static func pitchShift(of kind: Utterance.Kind) -> Int? {
        switch kind {
        case .echo: 15
        case .deletion: -15
        default: nil
        }
    }
}
