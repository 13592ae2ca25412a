package forward_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo/graph/forward"
)

var jerusalem = func() *time.Location {
	loc, err := time.LoadLocation("Asia/Jerusalem")
	if err != nil {
		panic(err)
	}
	return loc
}()

// now is when the messages are forwarded: Tuesday 1 December 2026, 09:00.
var now = time.Date(2026, 12, 1, 9, 0, 0, 0, jerusalem)

func at(month time.Month, day, h, m int) time.Time {
	return time.Date(2026, month, day, h, m, 0, 0, jerusalem)
}

// appointments are realistic forwarded confirmations and invitations,
// with what should be read from each.
var appointments = []struct {
	name, text   string
	title, place string
	start        time.Time
}{
	{"maccabi", "שלום, נקבע לך תור לד\"ר יוסי כהן בתאריך 15/12/2026 בשעה 10:30 במרפאת מכבי רמת אביב, רח' איינשטיין 40 תל אביב. לביטול השב 1",
		"תור לד\"ר יוסי כהן", "מרפאת מכבי רמת אביב, רח' איינשטיין 40 תל אביב", at(12, 15, 10, 30)},
	{"clalit", "כללית: שלום רב, תורך לרופאת עור ד״ר מיכל לוי נקבע ליום רביעי 16.12 בשעה 08:15.\nכתובת: שד' ירושלים 12, רמת גן.\nלביטול התור עד 14.12 השב ביטול.",
		"", "שד' ירושלים 12, רמת גן", at(12, 16, 8, 15)},
	{"parents", "הורים יקרים, הנכם מוזמנים לאסיפת הורים שתתקיים ביום חמישי 10.12 בשעה 18:00 בבית הספר אלומות, רחוב הדקל 3.",
		"אסיפת הורים", "בית הספר אלומות, רחוב הדקל 3", at(12, 10, 18, 0)},
	{"wedding_he", "דנה ויוסי שמחים להזמינכם לחתונה של דנה ויוסי\nביום שישי 18.12.2026\nקבלת פנים: 12:30\nמיקום: גני הדר, כפר סבא",
		"חתונה של דנה ויוסי", "גני הדר, כפר סבא", at(12, 18, 12, 30)},
	{"municipality", "עיריית תל אביב-יפו: תור לשירות הלקוחות בארנונה נקבע ל-22/12/2026 בשעה 09:40 בכתובת אבן גבירול 69, קומה 2.",
		"תור לשירות הלקוחות בארנונה", "אבן גבירול 69, קומה 2", at(12, 22, 9, 40)},
	{"dentist_he", "תזכורת: תור אצל רופא השיניים ד\"ר אבי גולן מחר בשעה 16:00. מרפאת שן טובה, רחוב ויצמן 10 כפר סבא",
		"תור אצל רופא השיניים ד\"ר אבי גולן", "מרפאת שן טובה, רחוב ויצמן 10 כפר סבא", at(12, 2, 16, 0)},
	{"invite_en", "You're invited to Dana's 30th birthday! Saturday Dec 19 at 20:00, Rooftop bar, 5 Rothschild Blvd",
		"Dana's 30th birthday", "Rooftop bar, 5 Rothschild Blvd", at(12, 19, 20, 0)},
	{"doctor_en", "Hi Sarah, your appointment with Dr. Cohen is confirmed for December 15 at 10:30 at Assuta Medical Center, 20 Habarzel St., Tel Aviv. To cancel reply C.",
		"Appointment with Dr. Cohen", "20 Habarzel St., Tel Aviv", at(12, 15, 10, 30)},
	{"dentist_en", "Reminder: your dental cleaning appointment is on Thursday, 12/17 at 3:30 PM.\nLocation: Smile Dental, 12 Main Street\nPlease arrive 10 minutes early.",
		"Dental cleaning appointment", "Smile Dental, 12 Main Street", at(12, 17, 15, 30)},
	{"restaurant", "Your reservation at Taizu for 4 people is confirmed: Friday, December 11, 2026 at 8:30 PM. We look forward to seeing you!",
		"Reservation at Taizu", "Taizu", at(12, 11, 20, 30)},
	{"flight", "Booking confirmed! Flight LY 315 to London departs Dec 20 at 06:45 from Ben Gurion Airport, Terminal 3.",
		"Flight LY 315 to London", "Ben Gurion Airport", at(12, 20, 6, 45)},
	{"two_lines", "Parent-teacher conference\nDate: 14/12/2026\nTime: 17:00\nWhere: Room 12, Ort school",
		"Parent-teacher conference", "Room 12, Ort school", at(12, 14, 17, 0)},
}

// TestReadAppointments reads each message's title, time and place.
func TestReadAppointments(t *testing.T) {
	for _, c := range appointments {
		t.Run(c.name, func(t *testing.T) {
			r := forward.Read(c.text, now, jerusalem)
			if !r.Event() || !r.HasTime || !r.Start.Equal(c.start) {
				t.Errorf("time: %+v; want an event at %v", r, c.start)
			}
			if c.title != "" && r.Title != c.title {
				t.Errorf("title %q; want %q", r.Title, c.title)
			}
			if r.Place != c.place {
				t.Errorf("place %q; want %q", r.Place, c.place)
			}
		})
	}
}
