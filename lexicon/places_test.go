package lexicon_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo/lexicon"
)

func TestPlaceZone(t *testing.T) {
	for place, want := range map[string]string{
		"London": "Europe/London", "לונדון": "Europe/London", "בלונדון": "Europe/London", "New York time": "America/New_York",
		"שעון ניו יורק": "America/New_York", "לשעון ניו יורק": "America/New_York", "the UK": "Europe/London", "NYC": "America/New_York",
		"Bangkok": "Asia/Bangkok", "בתאילנד": "Asia/Bangkok", "ישראל": "Asia/Jerusalem", "Tel Aviv": "Asia/Jerusalem",
		"LA": "America/Los_Angeles", "פריז": "Europe/Paris", "מפריז": "Europe/Paris", "UTC": "UTC",
	} {
		if got, ok := lexicon.PlaceZone(place); !ok || got != want {
			t.Errorf("PlaceZone(%q) = %q %v, want %q", place, got, ok, want)
		}
	}
	for _, place := range []string{"", "the office", "USA", "america", "russia", "home", "הבית", "mars", "בבית"} {
		if got, ok := lexicon.PlaceZone(place); ok {
			t.Errorf("PlaceZone(%q) = %q, want none", place, got)
		}
	}
}

// TestPlaceZonesLoad: every zone of the table is a zone.
func TestPlaceZonesLoad(t *testing.T) {
	for _, z := range lexicon.PlaceZones() {
		if _, err := time.LoadLocation(z); err != nil {
			t.Errorf("%s: %v", z, err)
		}
	}
}
