package timeparse_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo/graph/timeparse"
)

func BenchmarkParse(b *testing.B) {
	loc := jerusalem(b)
	now := time.Date(2026, 1, 20, 9, 0, 0, 0, loc)
	for _, bc := range []struct{ name, text string }{
		{"en", "remind me tomorrow to call mom about the insurance papers at 9"},
		{"he", "תזכיר לי מחר בשמונה וחצי בערב לקנות חלב ולחם לשבת"},
		{"none", "buy 2 milks, bread, eggs and a jar of honey for the weekend"},
	} {
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, _, err := timeparse.Parse(bc.text, now, loc); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
