package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
)

// Requests only the world outside can answer: a table, a flight or a taxi
// booked, the weather told. Memo keeps reminders, tasks, a calendar,
// lists and notes; read as one of those, "book a table tonight at 8"
// became a calendar event named "table", as if the table were booked.
// Said so, with what Memo can do instead.

var (
	// reBookEN is a booking asked of Memo: "book a table", "reserve two
	// seats", "call me a cab", "get us an uber".
	reBookEN = compile(`^(?:please\s+|pls\s+|can\s+you\s+|could\s+you\s+|would\s+you\s+)?(?:book|reserve|order|get|call)\s+(?:me\s+|us\s+)?` +
		`(?:a|an|the|some|two|three|four|\d+)?\s*(?:table|tables|flight|flights|hotel|hotel\s+room|room|taxi|cab|uber|lyft|ride|tickets?|seats?)\b`)
	// reBookHE is the same in Hebrew: "תזמין לי שולחן", "תזמיני מונית".
	// The infinitive alone is a to-do jotted down ("להזמין כרטיסים", see
	// bare_errand.go); with "לי"/"לנו" or after "אפשר" it is asked of Memo.
	reBookHE = compile(`^(?:(?:(?:אפשר\s+)?(?:תזמין|תזמיני|הזמן|תזמינו)|אפשר\s+להזמין)\s+(?:לי\s+|לנו\s+)?|להזמין\s+(?:לי|לנו)\s+)(?:את\s+)?(?:ה)?(?:שולחן|טיסה|טיסות|מלון|חדר|מונית|כרטיסים|כרטיס|מקומות|מקום)(?:\s|$)`)
	// reWeather asks about the weather.
	reWeather = compile(`^(?:so\s+|and\s+|hey\s+)?(?:what'?s|whats|what\s+is|how'?s|hows|how\s+is|how\s+will\s+be|what\s+will\s+be)\s+the\s+(?:weather|forecast)\b|` +
		`^(?:is\s+it|will\s+it|is\s+it\s+going\s+to|it'?s\s+going\s+to)\s+(?:rain|snow|be\s+(?:hot|cold|sunny|rainy))\b|^(?:weather|forecast)\b|` +
		`^(?:ו)?(?:מה|איך)\s+(?:יהיה\s+|היה\s+)?(?:מזג\s+ה?אוויר|ה?תחזית)|^(?:ו)?(?:מזג\s+ה?אוויר|תחזית)(?:\s|$)|^(?:ה?אם\s+)?(?:י|ת)?ירד\s+גשם`)
)

// reWhenThereEN and reWhenThereHE are a reminder tied to a place reached
// or a thing finished rather than a time: "remind me when i get home to
// call grandma", "when i leave work remind me …", "תזכיר לי כשאגיע הביתה
// …". Read as a question ("remind me when …" is also "tell me when …"),
// the first searched the notes.
var (
	reWhenThereEN = compile(`^(?:please\s+|pls\s+|can\s+you\s+|could\s+you\s+)?(?:remind|ping|nudge|tell|text)\s+me\s+(?:to\s+.+\s+)?(?:when|once|as\s+soon\s+as|whenever)\s+(?:i|we)(?:'m|\s+am|\s+get|\s+arrive|\s+reach|\s+leave|\s+land|\s+come|\s+walk|\s+pass|\s+wake|\s+finish|\s+go|\s+head)\b|` +
		`^(?:when|once|as\s+soon\s+as)\s+(?:i|we)\s+(?:get|arrive|reach|leave|land|come|walk|pass|wake|finish)\b.*\b(?:remind|ping|nudge|tell|text)\s+me\b`)
	reWhenThereHE = compile(`^(?:(?:תזכיר|תזכירי|תגיד|תגידי|תודיע|תודיעי)\s+לי\s+(?:.+\s+)?)?(?:כש|ברגע\s+ש|כשאני\s+|ברגע\s+שאני\s+)(?:אגיע|מגיע|מגיעה|אצא|יוצא|יוצאת|אחזור|חוזר|חוזרת|אנחת|נוחת|אסיים|מסיים|מסיימת|אתעורר|אקום|נגיע|נצא)(?:\s|$)`)
)

// matchNoTrigger reads a reminder tied to a place or a moment: Memo only
// knows times, and says so.
func matchNoTrigger(m *message) ([]memo.Step, bool, error) {
	if !reWhenThereEN.MatchString(m.low) && !(reWhenThereHE.MatchString(m.low) && (strings.Contains(m.low, "תזכיר") || strings.Contains(m.low, "תגיד") || strings.Contains(m.low, "תודיע"))) {
		return nil, false, nil
	}
	if saysTime(m, m.raw) {
		return nil, false, nil // "… כשאחזור מאילת ב-26 לחודש": the time is said too
	}
	return []memo.Step{general(memo.OpUnknown, memo.ReasonNoTrigger)}, true, nil
}

// matchOutside reads a request Memo cannot carry out itself.
func matchOutside(m *message) ([]memo.Step, bool, error) {
	if !reBookEN.MatchString(m.low) && !reBookHE.MatchString(m.low) && !reWeather.MatchString(m.low) {
		return nil, false, nil
	}
	return []memo.Step{general(memo.OpUnknown, memo.ReasonOutside)}, true, nil
}
