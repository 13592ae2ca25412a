package offline

import "testing"

// TestHeadWordSlip: the calendar's word of a heading one slip off is
// mended, its prefix kept; another word, or one past the heading, is not.
func TestHeadWordSlip(t *testing.T) {
	for in, want := range map[string]string{
		"לייומן: שיחה עם רואה החשבון מחר בשלוש":  "ליומן: שיחה עם רואה החשבון מחר בשלוש",
		"תגיד, לייומן: שיחה מחר בשלוש":           "תגיד, ליומן: שיחה מחר בשלוש",
		"יוומן: ארוחה ביום שישי ב-8":             "יומן: ארוחה ביום שישי ב-8",
		"calnedar: flight to london on the 18th": "calendar: flight to london on the 18th",
		"put for calenadr: meeting at 5":         "put for calendar: meeting at 5",
		// Near misses: the word itself, another word, a colon further on.
		"ליומן: שיחה מחר":                          "ליומן: שיחה מחר",
		"dairy: milk, cheese":                      "dairy: milk, cheese",
		"todo: call the bank":                      "todo: call the bank",
		"tell the team about the new calnedar: it": "tell the team about the new calnedar: it",
		"לימון: לקנות":                             "לימון: לקנות",
	} {
		if got := headWordSlip(in); got != want {
			t.Errorf("headWordSlip(%q) = %q, want %q", in, got, want)
		}
	}
}
