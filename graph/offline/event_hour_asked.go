package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
)

// An event told with its day and no hour ("dinner at mom's on Friday",
// "ארוחה אצל אמא ביום שישי") is asked what time, unless the thing lasts
// the day (a conference, a trip, a birthday) or "all day" was said. The
// answer is read by the runner with these.

// reDayLong names an occasion that lasts the day: a birthday, an
// anniversary, a holiday, a day off, a conference, a trip.
var reDayLong = re(`\b(?:birthday|bday|b-day|anniversary|holidays?|vacation|day\s+off|ba[rt]\s+mitz?vah|conference|convention|expo|trip|retreat|festival|hackathon|field\s+day|sick\s+day|ski\s+day)\b|` +
	`ב[רת]\s+מצו?וה|יום\s+הולדת|יום\s+ההולדת|יומולדת|יום\s+ה?נישואין|יום\s+ה?נישואים|` +
	`(?:^|\s)[הבלו]{0,2}(?:חופשה|חופש|יום\s+חופש|כנס|כנסים|פסטיבל|גיבוש|נופש|יום\s+כיף|יום\s+גיבוש|יום\s+מחלה)(?:$|[\s,.!?])|(?:^|\s)[הבלו]{0,2}טיול\s+(?:ל|שנתי|משפחתי|בחו)`)

// reNotDayLong is a thing of an hour named by a word of a day's occasion:
// "a conference call", "שיחת כנס".
var reNotDayLong = re(`\bconference\s+(?:call|room)|\btrip\s+to\s+the\s+(?:store|shop|supermarket|bank|post)|(?:שיחת|שיחה|חדר)\s+ה?כנס`)

// dayLong reports whether an event titled title, said with a day and no
// hour, is the whole day rather than an hour of it.
func dayLong(title string) bool {
	low := toLower(title)
	return reDayLong.MatchString(low) && !reNotDayLong.MatchString(low)
}

// EveningHour reports whether an hour h said in answer without its half
// of the day ("7", "at 7") is the evening one for an event titled title:
// dinner at 7 is 19:00.
func EveningHour(title, said string, h int) bool {
	return h < 12 && eveningEvent(title) && !daytimePlace(title, h) && ambiguousHour(said, h)
}

// AllDayAnswer reports whether text says "all day" and nothing else of
// note: "all day", "it's all day", "כל היום", "יום שלם".
func AllDayAnswer(text string) bool {
	low := toLower(strings.TrimSpace(text))
	loc := reAllDay.FindStringIndex(low)
	if loc == nil {
		return false
	}
	rest := low[:loc[0]] + " " + low[loc[1]:]
	for _, w := range strings.Fields(rest) {
		switch strings.Trim(w, ",.!?") {
		case "", "it's", "its", "it", "is", "make", "all", "just", "the", "event", "thing", "please", "pls", "an", "a",
			"זה", "זאת", "הוא", "היא", "תעשה", "תעשי", "שיהיה", "פשוט", "אירוע", "של", "בבקשה", "ל", "לכל":
		default:
			return false
		}
	}
	return true
}

// hourAsked reports whether steps hold an event still asked its hour
// beside other steps: what the others count from is not known yet.
func hourAsked(steps []memo.Step) bool {
	if len(steps) < 2 {
		return false
	}
	for _, s := range steps {
		if s.Calendar != nil && s.Calendar.NeedTime {
			return true
		}
	}
	return false
}
