package formatter

import (
	"strings"
	"time"

	"github.com/memo-assistant/memo"
)

// A stay in another time zone: the question before it, the change made,
// and the refusals when nothing would change.

// zoneName is how a zone step names the place: as the user said it, else
// the zone's own name.
func zoneName(a *memo.SettingsArgs) string {
	if a.Place != "" {
		return a.Place
	}
	return a.Zone
}

// zoneNow is the time now in zone, "" when the zone does not load.
func (w *writer) zoneNow(zone string) string {
	loc, err := memo.LoadZone(zone)
	if err != nil {
		return ""
	}
	return w.now.In(loc).Format("15:04")
}

// zoneUntil is " until Friday 23:59" for a stay that ends, in the stay's
// zone, "" for one that lasts until the user is back.
func (w *writer) zoneUntil(a *memo.SettingsArgs) string {
	if a.Until == nil {
		return ""
	}
	// The last day of the stay where it is spent, named as the user's
	// days are.
	end := *a.Until
	if loc, err := memo.LoadZone(a.Zone); err == nil {
		end = end.In(loc)
	}
	y, m, d := end.Date()
	day := w.day(time.Date(y, m, d, 12, 0, 0, 0, w.loc), false)
	if w.he {
		day = strings.TrimPrefix(strings.TrimPrefix(day, "ב-"), "ב") // "עד יום שישי", not "עד ביום שישי"
	}
	return w.pick(" until ", " עד ") + day
}

// confirmZone asks before a move to another zone, or home.
func (w *writer) confirmZone(step memo.Step) string {
	a := step.Settings
	if a == nil {
		return w.pick("Change your time zone? (yes / no)", "לשנות את אזור הזמן שלך? (כן / לא)")
	}
	if step.Operation == memo.OpZoneHome {
		return w.pick("Switch back to your home time? Your reminders and morning summary will follow. (yes / no)",
			"לחזור לשעון של הבית? התזכורות וסיכום הבוקר יעברו איתך. (כן / לא)")
	}
	now := ""
	if t := w.zoneNow(a.Zone); t != "" {
		now = w.pick(" (it's "+t+" there now)", " (עכשיו "+t+" שם)")
	}
	return w.pick("Switch to ", "לעבור לשעון של ") + w.bold(zoneName(a)) + w.pick(" time", "") + now + w.zoneUntil(a) + "?" +
		w.pick(" Your reminders and morning summary will follow it; one-time reminders keep their moment. (yes / no)",
			" התזכורות החוזרות וסיכום הבוקר יעברו איתך; תזכורות חד־פעמיות נשארות באותו רגע. (כן / לא)")
}

// zoneMoved tells a move to another zone.
func (w *writer) zoneMoved(a *memo.SettingsArgs) string {
	if a == nil {
		return w.pick("🌍 Done — your time zone is changed.", "🌍 סגור — אזור הזמן שלך השתנה.")
	}
	now := ""
	if t := w.zoneNow(a.Zone); t != "" {
		now = w.pick(" (now "+t+")", " (עכשיו "+t+")")
	}
	back := w.pick(" Say “I'm back home” to switch back.", " כשתחזור, כתוב „חזרתי הביתה”.")
	if a.Until != nil {
		back = w.pick(" You'll be back on home time after that.", " אחר כך תחזור לשעון של הבית.")
	}
	return w.pick("🌍 You're on ", "🌍 עברת לשעון של ") + w.bold(zoneName(a)) + w.pick(" time", "") + now + w.zoneUntil(a) + "." + back
}
