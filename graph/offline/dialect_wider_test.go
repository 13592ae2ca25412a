package offline_test

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestDialectsReadWider: the Jamaican "fi" after a time, "wha deh pon",
// "seh", "yuh can", "ting"; the Malaysian "got" after a time and "can?"
// last; the Australian "reckon u can …"; a Ghanaian blessing closing a
// request; a "re: <matter> -" heading; church gatherings as events; a
// comma list whose thing is named with "n" or "&"; and a change said with
// nothing to change, which never makes a new thing. Each row gives what
// the plan must hold and what it must not; the near misses keep their
// words or stay declined.
func TestDialectsReadWider(t *testing.T) {
	at := time.Date(2026, 1, 21, 11, 30, 0, 0, jerusalem)
	event := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "group meeting", When: &at}
	for _, r := range []struct {
		text      string
		focus     *memo.FocusItem
		want, not string
	}{
		// Jamaican patois.
		{"Remind mi every Sunday 8am fi call mi madda", nil, `"text":"call my madda","reminder_recurrence":{"type":"weekly","time":"08:00","days":[0]`, "fi "},
		{"remind me friday fi pay di light bill", nil, `"text":"pay the light bill"`, "fi "},
		{"Wha deh pon mi shopping list now?", nil, `"capability":"lists","operation":"get","lists":{"name":"shopping"}`, "unknown"},
		{"Yuh can remember seh mi bus number is 42 an di route is Half Way Tree to Papine", nil, `"text":"my bus number is 42 and the route is Half Way Tree to Papine"`, "seh"},
		{"Cancel di church ting, it nah happen again", nil, `"summary":"church thing"`, "ting"},
		// Near misses: the same letters as words or names.
		{"remind me at 8am to call Fi", nil, `"text":"call Fi"`, "call to"},
		{"remind me at 5 to buy a ting drink", nil, `"text":"buy a ting drink"`, "thing"},
		{"remind me at 5 to tell Seh the news", nil, `"text":"tell Seh the news"`, "that"},
		// Malaysian "got" after a time, "can?" last.
		{"Saturday night got makan with housemates at mamak 9pm", nil, `"operation":"create","calendar":{"drafts":[{"summary":"makan with housemates at mamak","start":"2026-01-24T21:00:00+02:00"`, "got"},
		{"Tomorrow got group meeting at library 2pm, put in calendar can?", nil, `"summary":"group meeting at library","start":"2026-01-21T14:00:00+02:00"`, "can"},
		{"got the saddles, take em off", nil, `"operation"`, "I have"},
		{"tomorrow got to call mom at 5", nil, `"text":"call mom"`, "I have"},
		{"remind me to buy a can?", nil, `"text":"buy a can"`, "unknown"},
		// A change with nothing to change makes nothing.
		{"aiyo change to 3pm already", nil, `"operation":"unknown"`, "create"},
		{"ok move it to 5 then pls", nil, `"operation":"unknown"`, "create"},
		{"aiyo change to 3pm already", event, `"operation"`, "create"},
		{"change to winter tyres at 5", nil, `winter tyres`, "unknown"},
		{"remind me at 5 to push to prod", nil, `"text":"push to prod"`, "unknown"},
		// Australian "reckon u can …".
		{"Reckon u can chuck a job in for Mon 8am – Mrs Patterson's RCD install, 14 Wattle St Scarborough", nil, `"operation":"create"`, "Reckon"},
		{"i reckon it will rain tomorrow at 5", nil, `"operation":"unknown"`, "create"},
		// A blessing closing a request.
		{"Kindly remind me every Thursday at 6pm to prepare my sermon notes for the weekend, thank you and be blessed.", nil, `"text":"prepare my sermon notes"`, "blessed"},
		{"remind me at 5 to call mom, be blessed", nil, `"text":"call mom"`, "blessed"},
		// A matter's heading.
		{"re: smith v. kaplan - remind me mon 8am to call opposing counsel", nil, `"text":"call opposing counsel re: smith v. kaplan","due_date":"2026-01-26T08:00:00+02:00"`, "unknown"},
		{"re: smith v. kaplan", nil, `"operation":"unknown"`, "create"},
		// A church's gatherings.
		{"Add church harvest Sunday 11am", nil, `"summary":"church harvest","start":"2026-01-25T11:00:00+02:00"`, "unknown"},
		{"call the church at 5", nil, `"text":"call the church"`, "calendar"},
		// A thing named with "n" or "&" in a comma list.
		{"add 2.5mm twin n earth, conduit, saddles and 20 cable ties to the hardware list", nil, `"items":["2.5mm twin n earth","conduit","saddles","20 cable ties"]`, "unknown"},
		{"add salt & pepper, bread, milk n eggs to the shopping list", nil, `"items":["salt \u0026 pepper","bread","milk","eggs"]`, "unknown"},
		{"add milk n eggs to the shopping list", nil, `"items":["milk","eggs"]`, "unknown"},
		{"add apples and pears, bread to the shopping list", nil, `"items":["apples","pears","bread"]`, "unknown"},
		// A change told as the report of who asked for it.
		{"Doc called said make it Friday same time", event, `"operation":"update","calendar":{"fields":{"start":"2026-01-23T11:30:00+02:00","dateOnly":true}`, "unknown"},
		{"the school rang, they said push it to 4", event, `"start":"2026-01-21T16:00:00+02:00"`, "unknown"},
		{"Doc called said he's sick", event, `"operation":"unknown"`, "update"},
		// A Singapore particle after a command said alone is its pause.
		{"cancel lah they all pangseh", event, `"operation"`, "pangseh"},
		// The Southern "y'all" opening.
		{"Y'all remind me every Saturday at 7 a.m. to grease the tractor", nil, `"text":"grease the tractor"`, "all"},
		{"hey y'all are lifesavers, thanks", nil, `"operation":"thanks"`, "memory"},
	} {
		p, err := planWith(t, r.text, r.focus)
		b, _ := json.Marshal(p.Steps)
		if s := string(b); err != nil || !strings.Contains(s, r.want) || r.not != "" && strings.Contains(s, r.not) {
			t.Errorf("%q: %s (%v); want %s and no %q", r.text, s, err, r.want, r.not)
		}
	}
}
