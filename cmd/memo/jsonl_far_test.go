package main

import (
	"strings"
	"testing"
)

// TestJSONLGoesOnAfterABadLine: under memo chat --jsonl a line that cannot
// be answered (not JSON, a date past the year 9999, a time centuries
// away) gets a clear answer of its own, nothing is half done, and the
// next line is answered.
func TestJSONLGoesOnAfterABadLine(t *testing.T) {
	s := newSession(t, "2026-03-10T08:30:00+02:00", nil)
	outs := s.run(
		`{"text":"meeting with Dana in 9000 years at 10:00"}`,
		`{"text":"remind me in 9000 years to check the time capsule"}`,
		`not json`,
		`{"text":"add a task: buy milk"}`,
		`{"text":"what's on my calendar this year?"}`,
	)
	for i, o := range outs[:3] {
		if o.Success || o.Summary == "" || strings.Contains(strings.ToLower(o.Summary), "something went wrong") {
			t.Errorf("line %d: %+v; want a clear refusal", i+1, o)
		}
	}
	if !outs[3].Success || !strings.Contains(outs[3].Summary, "buy milk") {
		t.Errorf("the line after the bad ones: %+v", outs[3])
	}
	if strings.Contains(outs[4].Summary, "Dana") {
		t.Errorf("the refused event was stored: %q", outs[4].Summary)
	}
}
