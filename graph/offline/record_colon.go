package offline

import (
	"time"

	"github.com/memo-assistant/memo/graph/timeparse"
)

// reRecordColonHE is a command to record, formal or plain, opening the
// message with a colon and no place named: "נא לרשום: …", "תרשום: …",
// "רשמי: …". Group 1 is the command, group 2 what is told.
var reRecordColonHE = compile(`^((?:(?:נא|אנא|בבקשה)\s+)?(?:לרשום|תרשום|תרשמי|רשום|רשמי)(?:\s+לי)?)\s*:\s*(\S.*)$`)

// recordColon says the place of a command to record with a colon when
// what it tells is an event, a thing at a clock time that is still ahead
// ("נא לרשום: הספק … מגיע בכל יום שלישי בין 10:00 ל-12:00"): as "… ביומן:",
// so the command is no word of the event's title. What holds no time of
// day ("תרשמי: אמא לוקחת קומדין 5 מ"ג בימים א' ג' ה'", "נא לרשום: הקוד
// של השער 1234") stays a note, and so does a time gone by.
func recordColon(s string, now time.Time, loc *time.Location) string {
	g := reRecordColonHE.FindStringSubmatch(s)
	if g == nil {
		return s
	}
	t, found, err := timeparse.Parse(g[2], now, loc)
	if err != nil || !found || !t.HasTime || t.Past {
		return s
	}
	return g[1] + " ביומן: " + g[2]
}
