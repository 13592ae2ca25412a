package calendar_test

import (
	"testing"

	"github.com/memo-assistant/memo/calendar"
)

// TestZone: a zone name loads, "" is the fallback, and an unknown name or
// "Local" is refused.
func TestZone(t *testing.T) {
	loc, err := calendar.Zone("Asia/Jerusalem", nil)
	if err != nil || loc.String() != "Asia/Jerusalem" {
		t.Fatalf("Asia/Jerusalem: %v, %v", loc, err)
	}
	if again, _ := calendar.Zone("Asia/Jerusalem", nil); again != loc {
		t.Errorf("a zone is loaded once: got a second *time.Location")
	}
	if loc, err := calendar.Zone("", nil); err != nil || loc.String() != "UTC" {
		t.Errorf("empty name: %v, %v; want UTC", loc, err)
	}
	for _, name := range []string{"Mars/Olympus", "Local"} {
		if _, err := calendar.Zone(name, nil); err == nil {
			t.Errorf("%q: no error", name)
		}
	}
}

// BenchmarkZone is the zone lookup every stored event row makes.
func BenchmarkZone(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := calendar.Zone("Asia/Jerusalem", nil); err != nil {
			b.Fatal(err)
		}
	}
}
