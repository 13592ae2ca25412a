package offline_test

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestOtherEnglishesRead: the request to put a thing in the calendar is
// no word of its title in any of its forms; a British "half ten" is 10:30
// with a part of the day after it; an interjection before "I've got …"
// changes nothing; a short weekday beside a range of hours is the day; a
// second request in a title is declined; a part of the day "of" a day is
// that day's; the Taglish, Pidgin and other English ways of thanking,
// asking and listing are read as the plain ones. Each row gives what the
// plan must hold, and what it must not.
func TestOtherEnglishesRead(t *testing.T) {
	for _, r := range []struct{ text, want, not string }{
		{"I have night shift thursday 7pm to 7am please put it for calendar", `"summary":"night shift"`, "put it"},
		{"dentist friday at 3 would you put that in the diary", `"summary":"dentist"`, "would"},
		{"dentist friday at 3 pop it in my schedule please", `"summary":"dentist"`, "pop"},
		{"רופא שיניים ביום שישי ב-3 תכניס את זה ליומן בבקשה", `"summary":"רופא שיניים"`, "תכניס"},
		{"remind me to ring the chemist on Friday at half ten in the morning", `"due_date":"2026-01-23T10:30:00+02:00"`, "half"},
		{"remind me to ring the chemist at half 7 tonight", `"due_date":"2026-01-20T19:30:00+02:00"`, "half"},
		{"och I've got the bowls club on saturday at 2", `"summary":"bowls club"`, "och"},
		{"aye there's the bowls club on saturday at 2", `"summary":"bowls club"`, "aye"},
		{"ach i have the bowls club on saturday at 2", `"summary":"bowls club"`, "ach"},
		{"אוף יש לי חוג באולינג בשבת ב-2", `"summary":"חוג באולינג"`, "אוף"},
		{"I've a doctor's appointment on the 14th of December at quarter past two, would you put that in the diary", `"summary":"doctor's appointment"`, "I've"},
		{"ive an interview friday at 10", `"summary":"interview"`, "ive"},
		{"I've to call mom tomorrow at 5", `"text":"call mom"`, "I've"},
		{"footie practice sat 10 till 12 innit", `"start":"2026-01-24T10:00:00+02:00"`, "sat"},
		{"meeting w the inspector monday at 1 cancel my lunch w jake", `"operation":"unknown"`, "create"},
		{"dentist friday at 3 remind me to bring the x-rays", `"operation":"unknown"`, "create"},
		{"פגישה עם המפקח ביום שני ב-1 תבטל את ארוחת הצהריים עם ג'ייק", `"operation":"unknown"`, "create"},
		{"remind me to ask dan to cancel my order tomorrow at 5", `"text":"ask dan to cancel my order"`, "unknown"},
		{"remind me to help mom move the couch tomorrow at 5", `"text":"help mom move the couch"`, "unknown"},
		{"remind me in the evening of Friday to water the plants", `"text":"water the plants","due_date":"2026-01-23T18:00:00+02:00"`, "of"},
		{"remind me mamaya at 11pm to eat", `"text":"eat","due_date":"2026-01-20T23:00:00+02:00"`, "mamaya"},
		{"sched ko yung team huddle tomorrow 4pm para sa night shift", `"operation":"create","calendar"`, "sched"},
		{"add rice, eggs tsaka sardinas sa grocery list", `"items":["rice","eggs","sardinas"]`, "tsaka"},
		{"ok salamat talaga", `"operation":"thanks"`, "unknown"},
		{"thank you jare", `"operation":"thanks"`, "unknown"},
		{"cheers pal that's grand", `"operation":"thanks"`, "unknown"},
		{"lekker thanks bru", `"operation":"thanks"`, "unknown"},
		{"wetin be my locker code", `"query":"what is my locker code"`, "wetin"},
		{"wha's on my calendar on friday", `"operation":"getEvents"`, "unknown"},
		// Near misses: the words stay where they are another thing's.
		{"where is the sa list", `"operation":"unknown"`, "create"},
		{"remind me to return the book my sister lent me tomorrow at 5", `"text":"return the book my sister lent me"`, "unknown"},
		{"book club thursday at 7pm", `"summary":"book club"`, "unknown"},
	} {
		p := plan(t, r.text)
		b, _ := json.Marshal(p.Steps)
		if s := string(b); !strings.Contains(s, r.want) || r.not != "" && strings.Contains(s, r.not) {
			t.Errorf("%q: %s; want %s and no %q", r.text, s, r.want, r.not)
		}
	}
}

// TestSlippedWouldAndGluedPronoun: "would you" slipped before the request
// to put a thing in the diary is still the request; a verb run into "את
// זה" is a verb on a pronoun, never a task's name.
func TestSlippedWouldAndGluedPronoun(t *testing.T) {
	for _, r := range []struct{ text, want, not string }{
		{"meeting with Dan tomorrow at 10am woulld you put that in the diary", `"summary":"meeting with Dan"`, "you"},
		{"yoga class at 9:15 am wolud you put that in the diary", `"summary":"yoga class"`, "you"},
		{"שינואת זה, בסביבות שש", `"operation":"unknown"`, "create"},
		{"תזכיר לי מחר ב-6 לקחת את התרופה", `"text":"לקחת את התרופה"`, "unknown"},
	} {
		p := plan(t, r.text)
		b, _ := json.Marshal(p.Steps)
		if s := string(b); !strings.Contains(s, r.want) || strings.Contains(s, r.not) {
			t.Errorf("%q: %s; want %s and no %q", r.text, s, r.want, r.not)
		}
	}
}
