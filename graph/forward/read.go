package forward

import (
	"regexp"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/memo-assistant/memo/graph/timeparse"
)

// Reading is what Read found in a forwarded text.
type Reading struct {
	// Title is who or what the appointment is ("Appointment with Dr.
	// Cohen", "תור לד״ר כהן", "Dana's wedding"); never "".
	Title string
	// Place is where it is, as written ("" when the text says nowhere).
	Place string
	// Start is the day and time; End the end of a range said ("10:00–11:30"),
	// zero otherwise. Without HasTime, Start is the day at 00:00.
	Start, End time.Time
	// HasDate and HasTime say what the text stated.
	HasDate, HasTime bool
	// AllDay is set for a day without a time that is clearly a whole-day
	// event ("all day", "יום כיף", a vacation day).
	AllDay bool
	// Past is set when the day or time is before now.
	Past bool
	// Ambiguous is set when the text names several days, and none of them
	// is labelled as the appointment's: nothing is taken (HasDate false).
	Ambiguous bool
}

// Event reports whether r is an appointment to offer as it stands: a day
// with a time (or a whole-day event) still to come.
func (r Reading) Event() bool {
	return r.HasDate && (r.HasTime || r.AllDay) && !r.Past && !r.Ambiguous
}

// MaxTitleRunes is the longest title Read returns.
const MaxTitleRunes = 60

// maxText is how much of a text Read reads: a confirmation is short, and
// the rest of a long forward holds no appointment it could be sure of.
const maxText = 4000

// Read finds the appointment in text, forwarded at now in loc. It never
// fails: a text with no day has HasDate false.
func Read(text string, now time.Time, loc *time.Location) Reading {
	text = clip(strings.ReplaceAll(strings.ToValidUTF8(text, ""), "\r", ""), maxText)
	r := Reading{Title: title(text, now, loc), Place: place(text)}
	when(&r, segments(text), now, loc)
	if r.HasDate && reAllDay.MatchString(text) && !r.HasTime {
		r.AllDay = true
	}
	return r
}

// segment is a line or sentence of the text and what the time parser read
// in it.
type segment struct {
	text             string
	res              timeparse.Result
	found            bool
	excluded, marked bool
}

// segments cuts text into lines and sentences, and reads each.
func segments(text string) []segment {
	var out []segment
	for _, line := range strings.Split(text, "\n") {
		for _, s := range sentences(line) {
			if s = strings.TrimSpace(s); s != "" {
				out = append(out, segment{text: s, excluded: reNotTheDay.MatchString(s), marked: reTheDay.MatchString(s)})
			}
		}
	}
	return out
}

// sentences cuts a line after ". ", "! " and "? ", except after an
// abbreviation ("Dr. Cohen", "St. James").
func sentences(line string) []string {
	var out []string
	start := 0
	for i := 0; i+1 < len(line); i++ {
		c := line[i]
		if (c != '.' && c != '!' && c != '?') || line[i+1] != ' ' {
			continue
		}
		if c == '.' && abbreviation(line[start:i]) {
			continue
		}
		out = append(out, line[start:i+1])
		start = i + 2
	}
	return append(out, line[start:])
}

// abbreviation reports whether s ends with a word that takes a dot.
func abbreviation(s string) bool {
	f := strings.Fields(s)
	if len(f) == 0 {
		return false
	}
	w := strings.ToLower(f[len(f)-1])
	return abbrev[w] || (utf8.RuneCountInString(w) == 1)
}

var abbrev = map[string]bool{"dr": true, "mr": true, "mrs": true, "ms": true, "prof": true, "st": true, "ave": true,
	"blvd": true, "rd": true, "no": true, "apt": true, "jr": true, "sr": true, "vs": true, "etc": true}

// when sets r's day and time from the segments.
func when(r *Reading, segs []segment, now time.Time, loc *time.Location) {
	type dayOf struct {
		seg int
		res timeparse.Result
	}
	var dated []dayOf
	days := map[string]bool{}
	for i := range segs {
		s := &segs[i]
		text := s.text
		// A segment may name several days ("on 8.12 and on 15.12"): each
		// read leaves the rest to read again.
		for k := 0; k < 3; k++ {
			res, found, err := timeparse.Parse(text, now, loc)
			if err != nil {
				if res.Conflict != nil && !s.excluded {
					r.Ambiguous = true
				}
				break
			}
			if k == 0 {
				s.res, s.found = res, found
			}
			if !found || (!res.HasDate && k > 0) {
				break
			}
			if res.HasDate && !s.excluded {
				dated = append(dated, dayOf{i, res})
				days[res.Time.In(loc).Format(time.DateOnly)] = true
			}
			rest := res.Remainder(text)
			if rest == text {
				break
			}
			text = rest
		}
	}
	if r.Ambiguous || len(dated) == 0 {
		return
	}
	if len(days) > 1 {
		// Several days: the one said with the appointment's own words, if
		// only one is, and alone in its line.
		var marked []dayOf
		markedDays := map[string]bool{}
		perSeg := map[int]int{}
		for _, d := range dated {
			perSeg[d.seg]++
		}
		for _, d := range dated {
			if segs[d.seg].marked && perSeg[d.seg] == 1 {
				marked = append(marked, d)
				markedDays[d.res.Time.In(loc).Format(time.DateOnly)] = true
			}
		}
		if len(markedDays) != 1 {
			r.Ambiguous = true
			return
		}
		dated = marked
	}
	best := dated[0]
	for _, d := range dated {
		if d.res.HasTime {
			best = d
			break
		}
	}
	res := best.res
	if !res.HasTime {
		// "Date: 15/12" and "Time: 10:30" on lines of their own.
		if t, ok := lonelyTime(segs, res.Time, now, loc); ok {
			res = t
		}
	}
	r.HasDate, r.HasTime, r.Start = true, res.HasTime, res.Time.In(loc)
	if res.HasEnd {
		r.End = res.End.In(loc)
	}
	r.Past = res.Past || (r.HasTime && r.Start.Before(now)) || (!r.HasTime && day(r.Start).Before(day(now.In(loc))))
}

// lonelyTime reads the time said in a segment with no day of its own, on
// day: only when exactly one such time is said.
func lonelyTime(segs []segment, on, now time.Time, loc *time.Location) (timeparse.Result, bool) {
	var got []timeparse.Result
	for _, s := range segs {
		if !s.found || s.excluded || s.res.HasDate || !s.res.HasTime {
			continue
		}
		res, found, err := timeparse.ParseOn(s.text, on, now, loc)
		if err != nil || !found || !res.HasTime {
			continue
		}
		if len(got) > 0 && !got[0].Time.Equal(res.Time) {
			return timeparse.Result{}, false
		}
		got = append(got, res)
	}
	if len(got) == 0 {
		return timeparse.Result{}, false
	}
	return got[0], true
}

func day(t time.Time) time.Time {
	y, m, d := t.Date()
	return time.Date(y, m, d, 0, 0, 0, 0, t.Location())
}

// clip cuts s to at most n bytes, on a character boundary.
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
}

var (
	// reNotTheDay marks a line whose day is not the appointment's: a
	// deadline to cancel or answer by, when the message was sent.
	reNotTheDay = regexp.MustCompile(`(?i)\b(?:cancel\w*|reschedul\w*|rsvp|deadline|reply\s+by|respond\s+by|confirm\w*\s+(?:by|until|before)|no\s+later\s+than|sent\s+on|issued|payment\s+due|booked\s+on)\b|ביטול|לבטל|לשינוי|אישור\s+הגעה|עד\s+לתאריך|עד\s+יום|עד\s+ה-?\d|לא\s+יאוחר|נשלח\s+ב|הונפק`)
	// reTheDay marks a line that says it is the appointment's day.
	reTheDay = regexp.MustCompile(`(?i)\b(?:appointment|appt|event|meeting|when|date|invit\w*|reservation|booking|flight|departs?|departure|wedding|party|birthday|ceremony|celebrat\w*|visit)\b|תור|פגישה|אירוע|מועד|תאריך|מוזמנ|הזמנה|טיסה|חתונה|מסיבה|אסיפ|ישיבה|טקס|הולדת|ביקור`)
	// reAllDay says an event takes the whole day.
	reAllDay = regexp.MustCompile(`(?i)\b(?:all[\s-]day|full[\s-]day|whole\s+day|day\s+off|vacation|holiday|day\s+trip)\b|כל\s+היום|יום\s+שלם|יום\s+כיף|יום\s+חופש|חופשה|יום\s+גיבוש|טיול\s+שנתי`)
)
