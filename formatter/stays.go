package formatter

import (
	"strings"
	"time"

	"github.com/memo-assistant/memo"
)

// StayOver renders the word to a user whose stay in another zone ended by
// itself: they are on home time again, and what that time is now.
func StayOver(lang memo.Language, now time.Time, home string) string {
	w := &writer{he: lang == memo.Hebrew}
	loc, err := memo.LoadZone(home)
	if err != nil {
		loc = time.UTC
	}
	return w.pick("🏠 Your stay is over: I'm back on "+zonePlace(home)+" time ("+now.In(loc).Format("15:04")+" now) for reminders and listings.",
		"🏠 השהייה הסתיימה: חזרתי לשעון "+zonePlace(home)+" ("+now.In(loc).Format("15:04")+" עכשיו) בתזכורות וברשימות.")
}

// zonePlace names a zone by its place: "Asia/Jerusalem" is "Jerusalem",
// "America/New_York" "New York".
func zonePlace(zone string) string {
	i := strings.LastIndexByte(zone, '/')
	return strings.ReplaceAll(zone[i+1:], "_", " ")
}
