package offline

import (
	"strings"
	"time"

	"github.com/memo-assistant/memo"
)

// A request to see what one has is said many ways: "what reminders do i
// have", "any reminders left?", "list my stuff", "which lists have i
// got", "מה בלו״ז ביום חמישי", "נשארו לי תזכורות?", "מה על הפרק מחר?".
// matchListing reads them word by word: words that ask, one noun that
// names what to show, filler, and at most a span of days. Any other word
// and the message is not a listing.

// What a listing shows.
type showKind int

const (
	showNone showKind = iota
	showTasks
	showLists
	showEvents
	showDay // tasks and events
)

// listingAsk are the words that ask to see something.
var listingAsk = wordSet(`what what's whats which show list see view any anything do does did have has got get
	is are there tell give read display check me i still left remaining open pending upcoming coming up all
	מה מהם אילו איזה איזו תראה תראי הראה הראי תציג תציגי הצג יש נשאר נשארו נשארה נשארו משהו עוד תן תני`)

// listingFiller are words a listing says around its noun.
var listingFiller = wordSet(`my the a of on in for to at out please pls plz currently now right so ok present presently moment
	overdue late missed undated unscheduled
	לי שלי את ה של כל כרגע עכשיו בבקשה אצלי על באיחור`)

// listingNouns map the nouns a listing names, in any of their forms, to
// what they show.
var listingNouns = map[string]showKind{
	"tasks": showTasks, "task": showTasks, "reminders": showTasks, "reminder": showTasks, "todos": showTasks,
	"todo": showTasks, "to-dos": showTasks, "to-do": showTasks, "to-do's": showTasks, "todo's": showTasks,
	"chores": showTasks, "errands": showTasks,
	"טודו": showTasks, "הטודו": showTasks, "טו-דו": showTasks,
	"משימות": showTasks, "המשימות": showTasks, "תזכורות": showTasks, "התזכורות": showTasks, "מטלות": showTasks,
	"המטלות": showTasks, "משימה": showTasks, "תזכורת": showTasks,
	"lists": showLists, "רשימות": showLists, "הרשימות": showLists,
	"events": showEvents, "meetings": showEvents, "appointments": showEvents, "calendar": showEvents,
	"אירועים": showEvents, "האירועים": showEvents, "פגישות": showEvents, "הפגישות": showEvents, "יומן": showEvents,
	"היומן": showEvents, "תורים": showEvents, "התורים": showEvents,
	"stuff": showDay, "things": showDay, "schedule": showDay, "agenda": showDay, "plans": showDay, "plan": showDay,
	"day": showDay, "week": showDay, "diary": showDay,
	"לו\"ז": showDay, "הלו\"ז": showDay, "לוז": showDay, "הלוז": showDay, "לו״ז": showDay, "הלו״ז": showDay,
	"תוכניות": showDay, "התוכניות": showDay, "הפרק": showDay, "מתוכנן": showDay, "מתוכננת": showDay, "מתוכננים": showDay,
	"תוכנית": showDay, "התוכנית": showDay,
}

// reToDoAfterLetter is "to do" written apart after a Hebrew prefix
// letter ("מה יש לי ב-to do"): the one noun "todo".
var reToDoAfterLetter = compile(`((?:^|\s)[בל]-?)to[\s-]do\b`)

// matchListing reads a request to see tasks, lists, events or a day.
func matchListing(m *message) ([]memo.Step, bool, error) {
	low := reToDoAfterLetter.ReplaceAllString(strings.TrimRight(toLower(m.raw), "?!. "), "${1}todo")
	words := strings.Fields(low)
	if len(words) == 0 || len(words) > 10 || !listingAsk[strings.Trim(words[0], ",")] && !isListingAskHE(words[0]) {
		return nil, false, nil
	}
	kind := showNone
	var rest []string
	for _, w := range words {
		w = strings.Trim(w, ",.?!:")
		switch {
		case listingAsk[w] || listingFiller[w]:
		case nounKind(w) != showNone:
			k := nounKind(w)
			switch {
			case kind == showNone || kind == k:
				kind = k
			case k == showDay || kind == showDay:
				kind = showDay
			case kind == showTasks && w == "list", kind == showLists && k == showTasks:
				kind = showTasks // "my reminders list"
			default:
				return nil, false, nil
			}
		case w == "list" && kind == showTasks:
		default:
			rest = append(rest, w)
		}
	}
	if kind == showNone {
		return nil, false, nil
	}
	var from, to time.Time
	dated := false
	if len(rest) > 0 {
		f, t, ok, err := m.window(strings.Join(rest, " "))
		if err != nil || !ok {
			return nil, false, nil
		}
		from, to, dated = f, t, true
	}
	switch kind {
	case showTasks:
		if dated {
			today := startOfDay(m)
			switch {
			case from.Equal(today) && to.Equal(today.AddDate(0, 0, 1)):
				return []memo.Step{taskStep(memo.OpTaskGetAll, memo.TaskArgs{Window: memo.WindowToday})}, true, nil
			case from.Equal(today.AddDate(0, 0, 1)) && to.Equal(today.AddDate(0, 0, 2)):
				return []memo.Step{taskStep(memo.OpTaskGetAll, memo.TaskArgs{Window: memo.WindowTomorrow})}, true, nil
			}
			return []memo.Step{taskStep(memo.OpTaskGetAll, memo.TaskArgs{Window: memo.WindowDays, From: &from, To: &to})}, true, nil
		}
		return []memo.Step{taskStep(memo.OpTaskGetAll, memo.TaskArgs{Window: window(low)})}, true, nil
	case showLists:
		if dated {
			return nil, false, nil
		}
		return []memo.Step{listStep(memo.OpListGetAll, memo.ListArgs{})}, true, nil
	case showEvents:
		args := memo.CalendarArgs{}
		if dated {
			args.From, args.To = &from, &to
		}
		return []memo.Step{calStep(memo.OpEventGetEvents, args)}, true, nil
	}
	if !dated {
		today := startOfDay(m)
		from, to = today, today.AddDate(0, 0, 7)
		return []memo.Step{
			taskStep(memo.OpTaskGetAll, memo.TaskArgs{Window: memo.WindowAll}),
			calStep(memo.OpEventGetEvents, memo.CalendarArgs{From: &from, To: &to}),
		}, true, nil
	}
	return dayView(from, to), true, nil
}

// nounKind is what a listing noun shows, with a Hebrew prefix letter
// ("בלו״ז", "ברשימת") taken off when the word alone is none.
func nounKind(w string) showKind {
	if k, ok := listingNouns[w]; ok {
		return k
	}
	for _, p := range []string{"ב", "ל", "ו", "מ"} {
		if rest, ok := strings.CutPrefix(w, p); ok {
			rest = strings.TrimPrefix(rest, "-") // "ב-todo": the letter hyphened to a loan
			if k, ok := listingNouns[rest]; ok {
				return k
			}
		}
	}
	return showNone
}

// isListingAskHE reports whether a Hebrew first word asks, with a prefix
// ("ומה").
func isListingAskHE(w string) bool {
	rest, ok := strings.CutPrefix(w, "ו")
	return ok && listingAsk[rest]
}
