package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestPreferredTimeMovesTheFocus: a time said as what would suit better,
// in either language, with a word of tone or a why after a pause, is the
// new time of the item in focus; the same words around something other
// than a time alone, a why that is more of the request, or no item in
// focus move nothing.
func TestPreferredTimeMovesTheFocus(t *testing.T) {
	at := time.Date(2026, 1, 21, 15, 0, 0, 0, jerusalem) // tomorrow 15:00
	tests := []struct {
		text      string
		hour, min int // the new time; -1: not moved
	}{
		{"Three o'clock would suit better", 15, 0},
		{"4 would be better", 16, 0},
		{"4pm works better", 16, 0},
		{"actually 4pm works better for me", 16, 0},
		{"aiyo sorry actually is 4pm lah", 16, 0},
		{"4:30 is better", 16, 30},
		{"better at 5", 17, 0},
		{"5 suits me better", 17, 0},
		{"4 would be better, traffic is bad then", 16, 0},
		{"אולי עדיף בעשר, היא ישנה מאוחר", 10, 0},
		{"עדיף בשש", 18, 0},
		{"יותר טוב בחמש", 17, 0},
		{"בשש עדיף לי", 18, 0},
		{"בעצם יותר נוח לי בשבע", 19, 0},
		{"יוותר טוב בשש", 18, 0},
		{"4 woudl be beter", 16, 0},
		{"וואלה אוליעדיף בשש, היא ישנה מאוחר", 18, 0},
		{"יאללה עדףי בשש", 18, 0},
		{"אוולי עדיף בשש, היא ישנה מאוחר", 18, 0},
		{"שינו את זה, עדיף בשש", 18, 0},
		{"אם תוכל החליפו לי, בשש עדיף לי תודה מותק", 18, 0},
		// Near misses: more than a time, a question, a why that names
		// another time.
		{"4 would be better than nothing", -1, 0},
		{"would 4 be better?", -1, 0},
		{"it would be better", -1, 0},
		{"calling mom at 4 would be better", -1, 0},
		{"4 would be better, or 5", -1, 0},
		{"עדיף בשש, או בשבע", -1, 0},
		{"עדיף לא לשכוח", -1, 0},
		{"יותר טוב ככה", -1, 0},
		{"is 4pm", -1, 0},
		{"עדי בשש", -1, 0},
	}
	for _, tt := range tests {
		focus := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "call mom", When: &at}
		s := withFocus(tt.text, focus)
		moved := s.Operation == memo.OpTaskUpdate && s.Tasks != nil && s.Tasks.NewDue != nil
		switch {
		case tt.hour < 0 && moved:
			t.Errorf("%q: moved to %v; want it left", tt.text, s.Tasks.NewDue.In(jerusalem))
		case tt.hour >= 0 && !moved:
			t.Errorf("%q: %s; want it moved", tt.text, s.Operation)
		case tt.hour >= 0 && !s.Tasks.NewDue.Equal(time.Date(2026, 1, 21, tt.hour, tt.min, 0, 0, jerusalem)):
			t.Errorf("%q: moved to %v; want %02d:%02d", tt.text, s.Tasks.NewDue.In(jerusalem), tt.hour, tt.min)
		}
	}
	// A preference said in words not read is no new reminder.
	focus := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "call mom", When: &at}
	for _, text := range []string{"עדיף בשש או בשבע", "4 would be better i guess, or 5"} {
		if s := withFocus(text, focus); s.Operation == memo.OpTaskCreate || s.Operation == memo.OpTaskUpdate {
			t.Errorf("%q: %s; want it declined", text, s.Operation)
		}
	}
	// With nothing in focus, a preference is of nothing: nothing is made
	// or moved.
	for _, text := range []string{"עדיף בשש", "4 would be better", "4 would be better than nothing", "יותר טוב בחמש"} {
		s := withFocus(text, nil)
		if s.Operation == memo.OpTaskCreate || s.Operation == memo.OpTaskUpdate || s.Operation == memo.OpEventCreate {
			t.Errorf("%q with no focus: %s; want nothing made or moved", text, s.Operation)
		}
	}
}

// TestLooseFollowUps: a cancel with a why after it and no pause, pointers
// spelt as they sound, a "done" said with "already", and a move "to" an
// amount act on the item in focus; a why that names another item, or an
// amount that may be an hour, is not guessed.
func TestLooseFollowUps(t *testing.T) {
	at := time.Date(2026, 1, 21, 15, 0, 0, 0, jerusalem)
	task := func() *memo.FocusItem {
		return &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "call mom", When: &at}
	}
	is := func(s memo.Step, op memo.Op) bool {
		return s.Operation == op && s.Tasks != nil && len(s.Tasks.IDs) == 1 && s.Tasks.IDs[0] == "t1"
	}
	for _, text := range []string{
		"cancel dat reminder", "delete dis one", "cancel that one pls", "delete it the closing got pushed",
		"scrap it, meeting's off", "cancel it my flight was cancelled", "תמחקי את זה, זה התבטל", "בטל את זה הוא לא יכול",
		"תבטל את זה הסגירה נדחתה",
	} {
		if s := withFocus(text, task()); !is(s, memo.OpTaskDelete) {
			t.Errorf("%q: %s; want the task in focus deleted", text, s.Operation)
		}
	}
	for _, text := range []string{"ok done already", "done already", "already done", "it's already done", "did it already",
		"done with it", "סיימתי עם זה כבר", "כבר סיימתי", "עשיתי כבר", "all done", "forget it, done", "nvm, already done",
		"זה עשיתי כבר", "את זה כבר סיימתי"} {
		if s := withFocus(text, task()); !is(s, memo.OpTaskComplete) {
			t.Errorf("%q: %s; want the task in focus done", text, s.Operation)
		}
	}
	for _, text := range []string{
		"delete it the dentist reminder", "cancel it the dentist one too", "cancel it the dentist", "תבטל את זה הפגישה של דנה",
		"cancel dat", "already done the dishes", "all done the dishes", "forget it, done the dishes", "זה עשיתי כבר את הכלים",
	} {
		s := withFocus(text, task())
		if is(s, memo.OpTaskDelete) || is(s, memo.OpTaskComplete) {
			t.Errorf("%q: %s the task in focus; want it not guessed", text, s.Operation)
		}
	}
	for _, tt := range []struct {
		text string
		hour int // -1: not moved
	}{
		{"תזיז לשעתיים", 17}, {"תדחה את זה לחצי שעה", 15}, {"תזיז בשעתיים", 17}, {"תדחי לשעה", 16},
		{"תזיז לשעה חמש", 17}, {"תקדים לשעתיים", -1},
	} {
		s := withFocus(tt.text, task())
		moved := is(s, memo.OpTaskUpdate) && s.Tasks.NewDue != nil
		switch {
		case tt.hour < 0 && moved:
			t.Errorf("%q: moved to %v; want it left", tt.text, s.Tasks.NewDue.In(jerusalem))
		case tt.hour >= 0 && !moved:
			t.Errorf("%q: %s; want it moved", tt.text, s.Operation)
		case tt.hour >= 0 && s.Tasks.NewDue.In(jerusalem).Hour() != tt.hour:
			t.Errorf("%q: moved to %v; want %02d", tt.text, s.Tasks.NewDue.In(jerusalem), tt.hour)
		}
	}
	if s := withFocus("תדחה את זה לחצי שעה", task()); is(s, memo.OpTaskUpdate) && s.Tasks.NewDue.In(jerusalem).Minute() != 30 {
		t.Errorf("by half an hour: %v", s.Tasks.NewDue.In(jerusalem))
	}
}
