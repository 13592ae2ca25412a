package offline

import "testing"

// TestRunOnCorrectionNoTitle: a correction said with no pause ("wait
// actually", "רגע בעצם") is no item's words, and the title that keeps it
// is refused; the ones said with a verb ("actually make it") may be an
// item's, and are not.
func TestRunOnCorrectionNoTitle(t *testing.T) {
	for _, s := range []string{"במהלך השבוע הבא רגע בעצם", "call the bank next week wait actually", "לתדלק לא רגע בעצם"} {
		if !reCorrectionBare.MatchString(s) {
			t.Errorf("%q: not read as a correction", s)
		}
	}
	for _, s := range []string{"actually make it to the gym", "wait for the plumber", "רגע של שקט", "בעצם שיהיה לי כוח"} {
		if reCorrectionBare.MatchString(s) {
			t.Errorf("%q: read as a correction", s)
		}
	}
}
