package offline

import "github.com/memo-assistant/memo"

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
	reBookHE = compile(`^(?:אפשר\s+)?(?:תזמין|תזמיני|הזמן|תזמינו|להזמין)\s+(?:לי\s+|לנו\s+)?(?:את\s+)?(?:ה)?(?:שולחן|טיסה|טיסות|מלון|חדר|מונית|כרטיסים|כרטיס|מקומות|מקום)(?:\s|$)`)
	// reWeather asks about the weather.
	reWeather = compile(`^(?:so\s+|and\s+|hey\s+)?(?:what'?s|whats|what\s+is|how'?s|hows|how\s+is|how\s+will\s+be|what\s+will\s+be)\s+the\s+(?:weather|forecast)\b|` +
		`^(?:is\s+it|will\s+it|is\s+it\s+going\s+to|it'?s\s+going\s+to)\s+(?:rain|snow|be\s+(?:hot|cold|sunny|rainy))\b|^(?:weather|forecast)\b|` +
		`^(?:ו)?(?:מה|איך)\s+(?:יהיה\s+|היה\s+)?(?:מזג\s+ה?אוויר|ה?תחזית)|^(?:ו)?(?:מזג\s+ה?אוויר|תחזית)(?:\s|$)|^(?:ה?אם\s+)?(?:י|ת)?ירד\s+גשם`)
)

// matchOutside reads a request Memo cannot carry out itself.
func matchOutside(m *message) ([]memo.Step, bool, error) {
	if !reBookEN.MatchString(m.low) && !reBookHE.MatchString(m.low) && !reWeather.MatchString(m.low) {
		return nil, false, nil
	}
	return []memo.Step{general(memo.OpUnknown, memo.ReasonOutside)}, true, nil
}
