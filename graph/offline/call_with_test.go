package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestCallWithAndRuns: a call with someone, "with" written short ("Call w/
// Singapore desk Thu 9am"), a vehicle's test and a run to the airport or
// school, told with a time, are events, kept as said; a run said as a
// deed is a reminder.
func TestCallWithAndRuns(t *testing.T) {
	checkTitles(t, []titleRow{
		{"Call w/ Singapore desk Thu 9am", "Call w/ Singapore desk", memo.OpEventCreate},
		{"lunch w/ dana tmrw 1pm", "lunch w/ dana", memo.OpEventCreate},
		{"remind me at 5 to buy coffee w/o sugar", "buy coffee w/o sugar", memo.OpTaskCreate},
		{"MOT for the Prius on 10 dec at 11", "MOT for the Prius", memo.OpEventCreate},
		{"school run tomorrow 8am", "school run", memo.OpEventCreate},
		{"airport run tomorrow 4am Heathrow T5 for Mr Khan", "airport run Heathrow T5 for Mr Khan", memo.OpEventCreate},
		// Near misses.
		{"remind me to run to the airport tomorrow 4am", "run to the airport", memo.OpTaskCreate},
		{"remind me at 5 to fix the kw/h meter", "fix the kw/h meter", memo.OpTaskCreate},
	})
}
