package offline_test

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// TestCreoleAndLearnersForms: the function words of Jamaican patois and
// Nigerian Pidgin read by the one creole reader, the Tagalog particles,
// container words typed by sound or one slip off, the reminder asked for
// as English is learnt, and a lead that says what the things added are
// for. Each row gives what the plan must hold and what it must not; the
// near misses keep their reading or stay declined.
func TestCreoleAndLearnersForms(t *testing.T) {
	at := time.Date(2026, 1, 21, 11, 30, 0, 0, jerusalem)
	list := &memo.FocusItem{Capability: memo.CapLists, Kind: memo.FocusList, ID: "l1", Title: "shopping"}
	event := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "doctor appointment", When: &at}
	for _, r := range []struct {
		text      string
		focus     *memo.FocusItem
		want, not string
	}{
		// Patois: "inna" and "pon" before what they place, "mi" by its
		// place, "di" after a verb's object, "wah" opening a question.
		{"night shift friday 7pm put it inna mi calendar", nil, `"summary":"night shift"`, "inna"},
		{"put the vet inna di calendar friday at 10", nil, `"summary":"vet"`, "inna"},
		{"tek out di ackee mi find some", list, `"items":["ackee I find some"]`, "my find"},
		{"show mi di list", nil, `"operation":"get","lists":{}`, `"di"`},
		{"wah mi locker number again?", nil, `"operation":"searchMemory"`, "create"},
		{"wah mi have pon monday?", nil, `"operation":"getEvents"`, "pon"},
		{"remind me fi call mi madda sunday evening 6 o'clock", nil, `"text":"call my madda"`, "fi"},
		{"nuh mek mi forget fi call di plumber at 5", nil, `"text":"call the plumber"`, "nuh"},
		{"remind me at 5 to tek dem to school", nil, `"text":"take them to school"`, "dem"},
		{"remind me at 5 to pick up di pikin dem", nil, `"text":"pick up the pikin dem"`, "them"},
		// Pidgin, read by the same reader.
		{"wetin dey my shopping list?", nil, `"operation":"get"`, "wetin"},
		{"wetin 😅 dey tomorrow!", nil, `"operation":"getEvents"`, "searchMemory"}, // an emoji between the words
		{"Dear Memo, I hope you are well. Wetin be my locker code?", nil, `"operation":"searchMemory"`, "wetin"},
		// Near misses: names and other tongues keep their words.
		{"lunch with Di Maria at 1", nil, `"summary":"lunch with Di Maria"`, "the Maria"},
		{"call inna at 5", nil, `"text":"call inna"`, `"text":"call in"`},
		{"wah wah pedal order tomorrow at 5", nil, `"text":"wah wah pedal order"`, "what"},
		{"inna gadda da vida", nil, `"operation":"unknown"`, "create"},
		{"tell mi di news", nil, `"operation":"unknown"`, "create"},
		{"remind me to let mi find my keys at 5", nil, `"operation"`, `"I find`},
		// Tagalog particles: after the command, last, "ay" opening a change.
		{"ay sorry make it 12 pala", event, `"operation":"update"`, "pala"},
		{"make it 12 na lang", event, `"operation":"update"`, "lang"},
		{"make it 12 naman", event, `"operation":"update"`, "naman"},
		{"remind me to give savta her pill every day at 8am naman", nil, `"text":"give savta her pill"`, "naman"},
		{"remind me na lang to call ate tomorrow at 5", nil, `"text":"call ate"`, "lang"},
		{"remind me to give savta her pill every day at 8am po", nil, `"text":"give savta her pill"`, "po"},
		{"remind me to call Naman at 5", nil, `"text":"call Naman"`, `"text":"call"`},
		{"buy lang syne sheet music at 5", nil, `"operation"`, `"buy syne`},
		// Container words typed by sound or one slip off: read, or declined.
		{"put in calender exam on munday at 9", nil, `"summary":"exam"`, "calender"},
		{"add exam monday at 9 to my calander", nil, `"summary":"exam"`, "calander"},
		{"put dentist in my calandar for friday at 4", nil, `"summary":"dentist"`, "calandar"},
		{"put in calendar exam on monday at 9", nil, `"summary":"exam"`, "calendar exam"},
		{"add milk to my shoping list", nil, `"name":"shopping","items":["milk"]`, "shoping"},
		{"calender exam monday at 9", nil, `"operation":"unknown"`, "calender"},
		{"call the grocer at 5", nil, `"text":"call the grocer"`, "groceries"},
		// The reminder asked for as English is learnt: the title is the deed.
		{"Please make reminder for me: tomorrow at 9:00 to send report to Boris", nil, `"text":"send report to Boris"`, "me to"},
		{"create reminder for me tomorrow at 9 to call Boris", nil, `"text":"call Boris"`, "me to"},
		{"do reminder tomorrow at 9 to call Boris", nil, `"text":"call Boris"`, "unknown"},
		{"do me a reminder for friday at 4 to pay rent", nil, `"text":"pay rent"`, "me a"},
		{"do the dishes at 5", nil, `"text":"do the dishes"`, "unknown"},
		// What the things are for said first; a bare "nah" before a removal.
		{"need smoko stuff, add meat pies and iced coffee to shopping", nil, `"items":["meat pies","iced coffee"]`, "smoko"},
		{"צריך דברים למנגל, תוסיף נקניקיות לרשימת קניות", nil, `"items":["נקניקיות"]`, "מנגל"},
		{"nah take the iced coffee off", list, `"operation":"removeItems"`, "nah"},
		{"need a new phone, add chargers to shopping", nil, `"operation":"unknown"`, "phone"},
		{"nah i'm good", list, `"operation"`, "removeItems"},
	} {
		p, err := planWith(t, r.text, r.focus)
		b, _ := json.Marshal(p.Steps)
		if s := string(b); err != nil || !strings.Contains(s, r.want) || r.not != "" && strings.Contains(s, r.not) {
			t.Errorf("%q: %s (%v); want %s and no %q", r.text, s, err, r.want, r.not)
		}
	}
	// "I find some" after the item is the remark the list's resolver
	// takes off ("ackee" is on the list).
	if !offline.RemarkAfterItem("I find some") {
		t.Errorf("RemarkAfterItem(%q) = false", "I find some")
	}
}
