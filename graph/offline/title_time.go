package offline

import (
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/timeparse"
	"github.com/memo-assistant/memo/lexicon"
)

// A word of time the reader cannot place is no word of the thing: "remind
// me just now feed the cat" (the command taken off before the time words
// were read), "remind me mamaya to eat" (Taglish "later"), "תזכיר לי עכשיו
// להתקשר". Said first, before the thing of a reminder that still asks its
// time, it is taken off and the time asked (mendVagueLead); left anywhere
// else in a title, the plan is declined (vagueTimeTitle). A word of time
// one slip off a day or a command word ("tomorow", "remnid") is declined
// the same way when it reaches a title (slipInTitle).

// vagueLeads are the vague words of "now" and "later" that open what a
// reminder is about when the time words were not read: the time is asked.
var vagueLeads = []string{"just now", "right now", "rn", "now", "mamaya", "mamayang", "mamaya na", "maya maya", "later on",
	"עכשיו", "כרגע", "תכף", "אחר כך", "אחכ", "אח\"כ", "עוד מעט"}

// vagueTitleWords are the words and phrases of a time Memo cannot place
// (vagueLeads, and days of other tongues: Taglish "bukas", "ngayon"),
// which no title keeps.
var vagueTitleWords = append([]string{"bukas", "ngayon", "kanina", "mamayang gabi", "bukas ng umaga"}, vagueLeads...)

// mendVagueLead takes a vague word of time off the start of the title of
// a reminder that asks its time ("just now feed the cat" → "feed the
// cat"), with the "to" after it.
func mendVagueLead(steps []memo.Step) {
	for _, s := range steps {
		if s.Tasks == nil || s.Operation != memo.OpTaskCreate || !s.Tasks.NeedTime || len(s.Tasks.Drafts) != 1 {
			continue
		}
		d := &s.Tasks.Drafts[0]
		if d.DueDate != nil || d.Recurrence != nil {
			continue
		}
		low := toLower(d.Text)
		for _, v := range vagueLeads {
			rest, ok := strings.CutPrefix(low, v+" ")
			if !ok {
				continue
			}
			rest = strings.TrimPrefix(strings.TrimLeft(rest, " ,-:"), "to ")
			if rest = strings.TrimSpace(rest); rest != "" && !holdsPhrase(rest, vagueTitleWords) {
				d.Text = d.Text[len(d.Text)-len(rest):]
			}
			break
		}
	}
}

// vagueTimeTitle reports whether a title steps make keeps a word of time
// Memo cannot place ("mamaya to eat", "feed the cat right now").
func vagueTimeTitle(steps []memo.Step) bool {
	return anyTitle(steps, func(t string) bool { return holdsPhrase(toLower(t), vagueTitleWords) })
}

// foreignTimeTitle reports whether a title steps make keeps a word of
// time of another tongue (timeparse.ForeignLeft): read where it stood, it
// would not be there ("call mom demain" with "demain" in a quoted name),
// and one Memo cannot read ("saa 8", "prochain", "hiyo") is no word of
// the thing.
func foreignTimeTitle(steps []memo.Step) bool {
	return anyTitle(steps, timeparse.ForeignLeft)
}

// holdsPhrase reports whether s holds one of phrases as whole words.
func holdsPhrase(s string, phrases []string) bool {
	padded := ""
	for _, p := range phrases {
		if first, _, _ := strings.Cut(p, " "); !strings.Contains(s, first) {
			continue // a phrase's first word is a word of s, so in s
		}
		if padded == "" {
			padded = " " + strings.Join(strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || strings.ContainsRune(",.!?;:", r) }), " ") + " "
		}
		if strings.Contains(padded, " "+p+" ") {
			return true
		}
	}
	return false
}

// titleSlipWords are the day and command words a title must not keep one
// slip off: the slip says the word was not read ("call mom tomorow",
// "remnid call the bank", "sitck dentist").
var titleSlipWords = append(slices.Clone(slipDaysEN),
	"remind", "reminder", "schedule", "stick", "calendar", "this", "השבוע", "מחרתיים", "תכניס", "תרשום", "תיקון",
	// The words that ask or report around a request: "court hearing coudl
	// you" of "… coudl you please book it", "lunch with Noa beeen" of "…'s
	// beeen moved to 6".
	"could", "would", "been",
	// The containers a thing is put in: "calender exam" of "put in
	// calender exam …" (containerSounds are read there too).
	"shopping", "groceries")

// slipDaysEN are the English day words long enough to be known one slip
// off ("tomorow", "wendesday").
var slipDaysEN = []string{"tomorrow", "tonight", "sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"}

// slipInTitle reports whether a title steps make holds a word one slip
// off a day or a command word, or a reminder's is one word alone one slip
// off an event's noun (eventNounSlip; an event was read as one already).
// Words of their own one slip from one ("sick", "tick", see
// wordsNotSlips) stay.
func slipInTitle(steps []memo.Step) bool {
	for _, s := range steps {
		if s.Tasks != nil && s.Operation == memo.OpTaskCreate && len(s.Tasks.Drafts) == 1 && eventNounSlip(s.Tasks.Drafts[0].Text) {
			return true
		}
	}
	for _, t := range madeTitles(steps) {
		prev := ""
		for _, w := range strings.Fields(toLower(t)) {
			w = strings.Trim(w, ",.!?;:\"'()")
			meal := mealDay(prev, w) >= 0 // "ארוחת שישי" is a meal's name (see mealDayOff)
			if prev = w; len(w) < 4 || wordsNotSlips[w] || meal {
				continue
			}
			if containerSounds[w] != "" {
				return true // "calender exam"
			}
			for _, v := range titleSlipWords {
				if w != v && slipOf(w, v) {
					return true
				}
			}
			if heDaySlip(w) {
				return true // "חוג יוגה וראושן" of "שבת וראושן, מ-11 עד 12"
			}
		}
	}
	return false
}

// titleInterjections are sounds and asides that open no title: "och",
// "ugh", "welp", "וואי", "אוף". A title that opens with one kept what
// was no word of the thing ("ochi've got …" not split).
var titleInterjections = wordSet(`och ach ugh ughh welp erm um umm uh hm hmm oof argh arg lol lmao omg וואי ואי אוף אויש אוי ואוי אממ אמ חחח ח`)

// titleGreetings are the hellos, goodbyes and thanks that are a title
// alone only when a slip hid them ("nihgt! till 7am", "bey till 9").
var titleGreetings = wordSet(`night nite goodnight bye goodbye morning hello hiya thanks cheers later לילה ביי להתראות בוקר שלום תודה נדבר נתראה`)

// interjectionTitle reports whether a title steps make opens with an
// interjection, or with one run into "I've", "I'm" or "I", or is a
// greeting alone, one slip off.
func interjectionTitle(steps []memo.Step) bool {
	for _, t := range madeTitles(steps) {
		first, rest, _ := strings.Cut(toLower(strings.TrimSpace(t)), " ")
		first = strings.Trim(first, ",.!?;:")
		if rest == "" && len([]rune(first)) >= 3 {
			for w := range titleGreetings {
				if one := squeeze(first, 1); slipOf(first, w) || slipOf(one, w) || one == w {
					return true // "nihgt!": a good night with its letters swapped
				}
			}
		}
		second, more, _ := strings.Cut(rest, " ")
		if titleGreetings[strings.Trim(second, ",.!?")] && (more == "" || strings.Trim(more, ",.!? ") == "memo") && slipOf(first, "good") {
			return true // "godo night memo": a good night with its letters swapped
		}
		if gluedSubjects[second] || second == "i" {
			for w := range titleInterjections {
				if len([]rune(w)) >= 3 && slipOf(first, w) {
					return true // "וויא יש לי …": the interjection one slip off, before "יש"
				}
			}
		}
		if v, ok := strings.CutPrefix(first, "i"); ok && haveVerbs[v] {
			return true // "ihave a meeting": "I have" run together, not read
		}
		if titleInterjections[first] || titleInterjections[squeeze(first, 1)] {
			return true // "ugghh", "וואאי": held or doubled
		}
		for w := range titleInterjections {
			if rest, ok := strings.CutPrefix(first, w); ok && (gluedSubjects[rest] || rest == "i" || strings.HasPrefix(rest, "i'") || strings.HasPrefix(rest, "i’")) {
				return true
			}
		}
	}
	return false
}

// reCalendarClosing is the calendar a thing is put in, closing a title:
// "… in my sched", "… to the calendar". Kept in a title, the request to
// put it there was not read ("pop the vet in my sched" with its verb
// unread).
var reCalendarClosing = compile(`\s(?:in|into|to)\s+(?:my|the)\s+(?:calendar|cal|diary|schedule|sched|agenda)[.!]*$`)

// calendarInTitle reports whether a title steps make closes with the
// calendar it is put in.
func calendarInTitle(steps []memo.Step) bool {
	for _, t := range madeTitles(steps) {
		if low := toLower(t); strings.Contains(low, "my ") || strings.Contains(low, "the ") {
			if reCalendarClosing.MatchString(low) {
				return true
			}
		}
	}
	return false
}

// eventNounSlip reports whether title is one word that is an event's noun
// mistyped ("ביגישה" of "ביגישה היום ב1930", "meetng"): a meeting or a
// reminder of a word that says nothing, so the plan is declined. A Hebrew
// word is read behind its prefix letters too, and from five letters one
// letter changed for another is a slip as well (the letters of a Hebrew
// noun make fewer other words than an English one's).
func eventNounSlip(title string) bool {
	w := strings.Trim(toLower(strings.TrimSpace(title)), ",.!?;:\"'()")
	if w == "" || strings.ContainsAny(w, " -") || wordsNotSlips[w] {
		return false
	}
	if !isHebrewWord(w) {
		if len(w) < 5 || slices.Contains(eventNounsAllEN, w) {
			return false
		}
		for _, n := range eventNounsAllEN {
			if len(n) >= 5 && slipOf(w, n) {
				return true
			}
		}
		return false
	}
	forms := []string{w}
	for rest := w; ; {
		_, r, ok := lexicon.PeelPrefix(rest, "ובלהמש")
		if !ok {
			break
		}
		forms, rest = append(forms, r), r
	}
	for _, f := range forms {
		if slices.Contains(eventNounsAllHE, f) || lexicon.HebrewWord(f) {
			return false
		}
	}
	for _, f := range forms {
		nf := utf8.RuneCountInString(f)
		for _, n := range eventNounsAllHE {
			nn := utf8.RuneCountInString(n)
			if nn < 4 || nf < 4 || strings.Contains(n, " ") {
				continue
			}
			if slipOf(f, n) || nn >= 5 && oneLetterChanged(f, n) {
				return true
			}
		}
	}
	return false
}

// oneLetterChanged reports whether a and b differ in exactly one letter,
// in the same place.
func oneLetterChanged(a, b string) bool {
	ra, rb := []rune(a), []rune(b)
	if len(ra) != len(rb) {
		return false
	}
	diff := 0
	for i := range ra {
		if ra[i] != rb[i] {
			diff++
		}
	}
	return diff == 1
}

// heSlipDays are the Hebrew weekdays long enough for a slip of one to be
// told from another word.
var heSlipDays = []string{"ראשון", "שלישי", "רביעי", "חמישי", "שישי"}

// heDaySlip reports whether w, said with a "ו" or "ב" before it or none,
// is one slip off a Hebrew weekday ("וראושן", "וששיי", "בחמשי") and is no
// word of its own (wordsNotSlips: "חמישה", "שישים", "ראשונה").
func heDaySlip(w string) bool {
	if !hebrewText(w) {
		return false
	}
	for _, p := range []string{"ל", "ול", "ליום"} {
		if c, ok := strings.CutPrefix(w, p); ok && slices.Contains(heSlipDays, c) {
			return false // "לשישי" is "for Friday", not "שלישי" slipped
		}
	}
	for _, c := range []string{w, strings.TrimPrefix(w, "ו"), strings.TrimPrefix(w, "ב"), strings.TrimPrefix(w, "וב")} {
		if utf8.RuneCountInString(c) < 4 || wordsNotSlips[c] {
			continue
		}
		for _, d := range heSlipDays {
			if c != d && slipOf(c, d) {
				return true
			}
		}
	}
	return false
}

// spanLeads open a week or a month said as when a thing is to be done
// ("sometime next week", "במהלך השבוע הבא"): no thing's name holds one.
var spanLeads = []string{"sometime", "some time", "somtime", "during", "within", "מתישהו", "במהלך", "במשך", "תוך"}

// spanTitle reports whether a title steps make keeps a week or a month
// said as when, with its lead ("לבדוק את התנור במהלך השבוע הבא" of "…
// במהלך השבוע הבא לבדוק את התנור אני מתנצל מחר ב-18:00"): a time that
// was not read. "plan this week" says no when.
func spanTitle(now time.Time, steps []memo.Step) bool {
	return anyTitle(steps, func(t string) bool {
		_, _, _, loc, ok := weekSpan(t, now)
		if !ok {
			return false
		}
		span := strings.TrimSpace(toLower(t)[loc[0]:loc[1]])
		for _, l := range spanLeads {
			if strings.HasPrefix(span, l+" ") {
				return true
			}
		}
		return false
	})
}
