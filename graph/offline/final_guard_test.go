package offline

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// Steps as the readers make them, for the final checks to judge.
func taskMade(titles ...string) []memo.Step {
	var ds []memo.TaskDraft
	for _, t := range titles {
		ds = append(ds, memo.TaskDraft{Text: t})
	}
	return []memo.Step{{Operation: memo.OpTaskCreate, Tasks: &memo.TaskArgs{Drafts: ds}}}
}

func eventMade(summary string) []memo.Step {
	return []memo.Step{{Operation: memo.OpEventCreate, Calendar: &memo.CalendarArgs{Drafts: []memo.EventDraft{{Summary: summary}}}}}
}

// hourless is an event told its day and asked its hour.
func hourless(summary string) []memo.Step {
	steps := eventMade(summary)
	steps[0].Calendar.NeedTime = true
	return steps
}

// eventCancelled is an event cancelled by its name.
func eventCancelled(summary string) []memo.Step {
	return []memo.Step{{Operation: memo.OpEventDeleteBySummary, Calendar: &memo.CalendarArgs{Summary: summary}}}
}

// factKept is a fact kept with text.
func factKept(text string) []memo.Step {
	return []memo.Step{{Operation: memo.OpMemoryStore, Memory: &memo.MemoryArgs{Draft: &memo.MemoryDraft{Kind: memo.MemoryFact, Text: text}}}}
}

func taskDone(target string) []memo.Step {
	return []memo.Step{{Operation: memo.OpTaskComplete, Tasks: &memo.TaskArgs{Targets: []string{target}}}}
}

func listAdd(name string, items ...string) []memo.Step {
	return []memo.Step{{Operation: memo.OpListAdd, Lists: &memo.ListArgs{Name: name, Items: items}}}
}

// TestFinalChecksEachRefuse: each of planWhole's final checks refuses a
// plan of its own class, in both languages where the class has both, and
// passes its near-miss; the names are distinct, so a decline says which
// one refused.
func TestFinalChecksEachRefuse(t *testing.T) {
	type row struct {
		text  string
		steps func() []memo.Step
	}
	cases := map[string]struct{ refused, passed []row }{
		"itemCorrection": {
			refused: []row{{"add to shopping: scratch that, pears", func() []memo.Step { return listAdd("shopping", "scratch that", "pears") }},
				{"תוסיף לקניות: לא רגע, אגסים", func() []memo.Step { return listAdd("קניות", "לא רגע", "אגסים") }}},
			passed: []row{{"add apples, no scratch that, pears to shopping", func() []memo.Step { return listAdd("shopping", "apples", "no scratch that", "pears") }},
				{"add glue, correction tape to shopping", func() []memo.Step { return listAdd("shopping", "glue", "correction tape") }}},
		},
		"condition": {
			refused: []row{{"remind me in an hour if I haven't", func() []memo.Step { return taskMade("if I haven't") }},
				{"תזכיר לי בעוד שעה אם לא", func() []memo.Step { return taskMade("אם לא") }}},
			passed: []row{{"remind me to ask if the bank called", func() []memo.Step { return taskMade("ask if the bank called") }},
				{"תזכיר לי לשאול אם הבנק התקשר", func() []memo.Step { return taskMade("לשאול אם הבנק התקשר") }}},
		},
		"titleList": {
			refused: []row{{"add dune, war and peace to my books", func() []memo.Step { return listAdd("books", "dune", "war", "peace") }}},
			passed:  []row{{"add Interstellar and Heat to my movies", func() []memo.Step { return listAdd("movies", "Interstellar", "Heat") }}},
		},
		"andRun": {
			refused: []row{{"תוסיף לקניות חטיף אנרגיה קפה ובמבה", func() []memo.Step { return listAdd("קניות", "חטיף אנרגיה קפה", "במבה") }},
				{"add chocolate chip cookies and milk to shopping", func() []memo.Step { return listAdd("shopping", "chocolate chip cookies", "milk") }}},
			passed: []row{{"add peanut butter and jam to shopping", func() []memo.Step { return listAdd("shopping", "peanut butter", "jam") }},
				{"תוסיף לקניות נייר טואלט ובמבה", func() []memo.Step { return listAdd("קניות", "נייר טואלט", "במבה") }},
				{"תוסיף לקניות חלב, חטיף אנרגיה קפה ובמבה", func() []memo.Step { return listAdd("קניות", "חלב", "חטיף אנרגיה קפה", "במבה") }},
				{"תוסיף לקניות 2 קילו עגבניות ומלפפונים", func() []memo.Step { return listAdd("קניות", "2 קילו עגבניות", "מלפפונים") }},
				{"add mow the lawn and wash the car to chores", func() []memo.Step { return listAdd("chores", "mow the lawn", "wash the car") }}},
		},
		"asksDone": {
			refused: []row{{"did I call the bank", func() []memo.Step { return taskDone("call the bank") }},
				{"סיימתי עם הבנק?", func() []memo.Step { return taskDone("הבנק") }}},
			passed: []row{{"I called the bank", func() []memo.Step { return taskDone("call the bank") }},
				{"סיימתי עם הבנק", func() []memo.Step { return taskDone("הבנק") }}},
		},
		"gluedTime": {
			refused: []row{{"תזכיר לי ביוםרביעי להתקשר", func() []memo.Step { return taskMade("ביוםרביעי להתקשר") }},
				{"remind me onfriday to call", func() []memo.Step { return eventMade("onfriday call") }},
				{"נשמה נדברמחר ב-8", func() []memo.Step { return taskMade("נדברמחר") }},
				{"להתראותמחר בתשע", func() []memo.Step { return taskMade("להתראותמחר") }},
				{"תזכיר לי בה ב-5 לקנות בננה", func() []memo.Step { return taskMade("בה לקנות בננה") }},
				{"מממ ביוםשאחרי באותה שעה", func() []memo.Step { return taskMade("להתקשר ביוםשאחרי") }},
				{"תזכיר לי להתקשר לדןמחר ב5", func() []memo.Step { return taskMade("להתקשר לדןמחר") }}},
			passed: []row{{"תזכיר לי ביום רביעי להתקשר", func() []memo.Step { return taskMade("להתקשר") }},
				{"remind me to call Ron Friday", func() []memo.Step { return taskMade("call Ron Friday") }},
				{"תזכיר לי ב-8 לתמחר את הפרויקט", func() []memo.Step { return taskMade("לתמחר את הפרויקט") }},
				{"תזכיר לי ב-8 שהוא מתמחר את הפרויקט", func() []memo.Step { return taskMade("שהוא מתמחר את הפרויקט") }},
				{"תזכיר לי ב-8 לטפל בה לפני הטיסה", func() []memo.Step { return taskMade("לטפל בה לפני הטיסה") }},
				{"תזכיר לי ב-8 שהמבצע וממחר", func() []memo.Step { return taskMade("המבצע וממחר") }}},
		},
		"atTime": {
			refused: []row{{"at 5.30 remind me to buy milk sorry tomorrow at 6pm", func() []memo.Step { return taskMade("buy milk sorry 5.30") }},
				{"ב5.30 תזכיר לי לקנות חלב סליחה מחר ב6", func() []memo.Step { return taskMade("לקנות חלב סליחה 5.30") }}},
			passed: []row{{"remind me tomorrow to catch the 8:15 train", func() []memo.Step { return taskMade("catch the 8:15 train") }}},
		},
		"doneTime": {
			refused: []row{{"slept two hours", func() []memo.Step { return taskDone("two hours") }},
				{"ישנתי שעתיים", func() []memo.Step { return taskDone("שעתיים") }}},
			passed: []row{{"done with the two reports", func() []memo.Step { return taskDone("the two reports") }}},
		},
		"doneCommand": {
			refused: []row{{"picked up olive oil, check them off", func() []memo.Step { return taskDone("olive oil, check them off") }},
				{"קניתי שמן זית, תסמן", func() []memo.Step { return taskDone("שמן זית, תסמן") }},
				{"itgot cancelled so cancel it", func() []memo.Step { return eventCancelled("so cancel it, not needed anymore") }},
				{"זה התבטל אז תבטלי את זה", func() []memo.Step { return eventCancelled("אז תבטלי את זה") }}},
			passed: []row{{"picked up olive oil, bread", func() []memo.Step { return taskDone("olive oil, bread") }},
				{"cancel the drop-off meeting", func() []memo.Step { return eventCancelled("drop-off meeting") }},
				{"תבטל את פגישת הצוות", func() []memo.Step { return eventCancelled("פגישת הצוות") }}},
		},
		"why": {
			refused: []row{{"החליפו לי", func() []memo.Step { return taskMade("החליפו לי") }},
				{"וואלה החליפולי, ב-6 בערך", func() []memo.Step { return taskMade("החליפולי") }}},
			passed: []row{{"החליפו לי את הגלגל", func() []memo.Step { return taskMade("החלפת גלגל") }}},
		},
		"slippedCommand": {
			refused: []row{{"תבקע בדיקת דם מחר", func() []memo.Step { return taskMade("תבקע בדיקת דם") }},
				{"reimnd call the bank tomorrow", func() []memo.Step { return taskMade("reimnd call the bank") }},
				{"להתקשר לאמא, תזכריי לי בעוד רבע שעה", func() []memo.Step { return taskMade("להתקשר לאמא, תזכריי לי") }}},
			passed: []row{{"תקבע בדיקת דם מחר", func() []memo.Step { return taskMade("בדיקת דם") }},
				{"remind me to call the bank tomorrow", func() []memo.Step { return taskMade("call the bank") }}},
		},
		"spanKept": {
			refused: []row{{"תשים לי תזכורת במהלך השבוע הבא לבדוק את התנור אני מתנצל מחר ב-18:00", func() []memo.Step {
				return taskMade("במהלך השבוע הבא לבדוק את התנור אני מתנצל")
			}},
				{"remind me sometime next week to fix the oven sorry tomorrow at 6", func() []memo.Step { return taskMade("sometime next week to fix the oven sorry") }}},
			passed: []row{{"remind me at 5 to plan this week", func() []memo.Step { return taskMade("plan this week") }},
				{"תזכיר לי ב5 להכין את המצגת של השבוע הבא", func() []memo.Step { return taskMade("להכין את המצגת של השבוע הבא") }}},
		},
		"vagueTime": {
			refused: []row{{"remind me mamaya to eat", func() []memo.Step { return taskMade("mamaya to eat") }},
				{"remind me to call mom right now", func() []memo.Step { return taskMade("call mom right now") }},
				{"תזכיר לי להתקשר לאמא עכשיו", func() []memo.Step { return taskMade("להתקשר לאמא עכשיו") }}},
			passed: []row{{"remind me to buy snow boots", func() []memo.Step { return taskMade("buy snow boots") }},
				{"תזכיר לי לקנות עכשיו-עכשיו חלב", func() []memo.Step { return taskMade("לקנות חלב") }}},
		},
		"foreignTime": {
			refused: []row{{"remind me hiyo tomorrow", func() []memo.Step { return taskMade("hiyo") }},
				{"remind me le vendredi to call mom", func() []memo.Step { return taskMade("le vendredi to call mom") }},
				{"תזכיר לי saa 8 לקחת כדורים", func() []memo.Step { return taskMade("saa 8 לקחת כדורים") }}},
			passed: []row{{"remind me to call leo tomorrow", func() []memo.Step { return taskMade("call leo") }},
				{"lunch with Domingo friday at 1", func() []memo.Step { return eventMade("lunch with Domingo") }}},
		},
		"foreignRemind": {
			refused: []row{{"remind me tomorrow at 9 recuerdame to call mom", func() []memo.Step { return taskMade("recuerdame to call mom") }},
				{"תזכיר לי מחר ב9 להתקשר לאמא דכרני", func() []memo.Step { return taskMade("להתקשר לאמא דכרני") }},
				{"add napomni to shopping", func() []memo.Step { return listAdd("shopping", "napomni") }}},
			passed: []row{{"remind me tomorrow at 9 to read the rappel", func() []memo.Step { return taskMade("read the rappel") }},
				{"תזכיר לי מחר ב9 לזכור את דנה", func() []memo.Step { return taskMade("לזכור את דנה") }}},
		},
		"dayPlace": {
			refused: []row{{"תזכיר לי מהר ב-9 לשלם ארנונה", func() []memo.Step { return taskMade("מהר לשלם ארנונה") }}},
			passed: []row{{"תזכיר לי ב-9 לשלם ארנונה מהר", func() []memo.Step { return taskMade("לשלם ארנונה מהר") }},
				{"תזכיר לי מחר ב-9 לשלם ארנונה", func() []memo.Step { return taskMade("לשלם ארנונה") }}},
		},
		"slipInTitle": {
			refused: []row{{"call mom tomorow at 5", func() []memo.Step { return taskMade("call mom tomorow") }},
				{"יא גבר תיוקן: 18:00", func() []memo.Step { return taskMade("תיוקן") }},
				{"sitck dentist at 3", func() []memo.Step { return eventMade("sitck dentist") }},
				{"ביגישה היום ב1930", func() []memo.Step { return taskMade("ביגישה") }},
				{"meetng today at 5", func() []memo.Step { return taskMade("meetng") }},
				{"תורנות השבעו: חמישי ושישי, 22:00-07:00", func() []memo.Step { return eventMade("תורנות השבעו") }},
				{"חוג יוגה: שבת וראושן, מ-11 עד 12", func() []memo.Step { return eventMade("חוג יוגה וראושן") }},
				{"court hearing at 5pm coudl you book it", func() []memo.Step { return eventMade("court hearing coudl you") }},
				{"lunch with Noa's beeen moved to 6", func() []memo.Step { return taskMade("lunch with Noa beeen") }}},
			passed: []row{{"call in sick tomorrow at 8", func() []memo.Step { return taskMade("call in sick") }},
				{"remind me at 5 to buy cold medicine", func() []memo.Step { return taskMade("buy cold medicine") }},
				{"להזכיר לו את השבועה מחר ב5", func() []memo.Step { return taskMade("להזכיר לו את השבועה") }},
				{"קורס עזרה ראשונה מחר ב5", func() []memo.Step { return eventMade("קורס עזרה ראשונה") }},
				{"לקנות חמישה לחמים מחר ב5", func() []memo.Step { return taskMade("לקנות חמישה לחמים") }},
				{"math tomorrow at 5", func() []memo.Step { return taskMade("math") }},
				{"כביסה מחר ב5", func() []memo.Step { return taskMade("כביסה") }},
				{"בפגישה היום ב1930", func() []memo.Step { return taskMade("בפגישה") }},
				{"buy a tick collar at 5", func() []memo.Step { return taskMade("buy a tick collar") }}},
		},
		"rambleKept": {
			refused: []row{{"so I've got this massive to do list in my head and one of the things is I need to finish the literature review by next friday can you add that as a task", func() []memo.Step {
				return taskMade("this massive to do list in my head and one of the things is I need to finish the literature review")
			}},
				{"אחד הדברים זה שאני צריך לסיים את הסקירה עד שישי", func() []memo.Step {
					return taskMade("אחד הדברים זה שאני צריך לסיים את הסקירה")
				}}},
			passed: []row{{"finish the literature review by next friday", func() []memo.Step { return taskMade("finish the literature review") }},
				{"buy things for the thing at school", func() []memo.Step { return taskMade("buy things for the thing at school") }}},
		},
		"cancelledName": {
			refused: []row{{"thhey cancelled, take it out of the calendar", func() []memo.Step {
				return []memo.Step{{Operation: memo.OpEventDeleteBySummary, Calendar: &memo.CalendarArgs{Summary: "thhey cancelled"}}}
			}},
				{"הוא התבטל תמחק", func() []memo.Step {
					return []memo.Step{{Operation: memo.OpTaskDelete, Tasks: &memo.TaskArgs{Targets: []string{"הוא התבטל"}}}}
				}},
				{"עזוב, הם דחו, תבטל את זה", func() []memo.Step {
					return []memo.Step{{Operation: memo.OpTaskDelete, Tasks: &memo.TaskArgs{Targets: []string{"הם דחו"}}}}
				}},
				{"sweetie they cancelled jk delete that", func() []memo.Step {
					return []memo.Step{{Operation: memo.OpEventDeleteBySummary, Calendar: &memo.CalendarArgs{Summary: "jk"}}}
				}},
				{"נועה ביטלה אין קפה", func() []memo.Step {
					return []memo.Step{{Operation: memo.OpTaskDelete, Tasks: &memo.TaskArgs{Targets: []string{"אין קפה"}}}}
				}},
				{"נועה ביטלה אין קפה", func() []memo.Step { return eventCancelled("אין קפה") }},
				{"eli cancelled no lunch", func() []memo.Step {
					return []memo.Step{{Operation: memo.OpEventDeleteBySummary, Calendar: &memo.CalendarArgs{Summary: "no lunch"}}}
				}}},
			passed: []row{{"delete the no-show fee reminder", func() []memo.Step {
				return []memo.Step{{Operation: memo.OpTaskDelete, Tasks: &memo.TaskArgs{Targets: []string{"no-show fee reminder"}}}}
			}},
				{"תבטל את הקפה עם נועה", func() []memo.Step { return eventCancelled("קפה עם נועה") }},
				{"תבטל את האין סוף", func() []memo.Step {
					return []memo.Step{{Operation: memo.OpEventDeleteBySummary, Calendar: &memo.CalendarArgs{Summary: "האין סוף"}}}
				}},
				{"delete the cancelled flights rebooking", func() []memo.Step {
					return []memo.Step{{Operation: memo.OpEventDeleteBySummary, Calendar: &memo.CalendarArgs{Summary: "cancelled flights rebooking"}}}
				}},
				{"cancelled", func() []memo.Step { return taskMade("cancelled") }}},
		},
		"changeLeadKept": {
			refused: []row{{"dear upate: we're leaving at 6", func() []memo.Step { return taskMade("upate: we're leaving") }},
				{"theey swapped me, change of plan, at 6", func() []memo.Step { return taskMade("theey swapped me, change of plan") }},
				{"עדכוון: יוצאים ב-6", func() []memo.Step { return taskMade("עדכוון: יוצאים") }},
				{"sweetie update we're leaving at 6", func() []memo.Step { return taskMade("update we're leaving") }}},
			passed: []row{{"software update at 6", func() []memo.Step { return taskMade("software update") }},
				{"updates: send the report at 6", func() []memo.Step { return taskMade("send the report") }},
				{"plan the change of plan meeting at 6", func() []memo.Step { return eventMade("plan the change of plan meeting") }},
				{"update the app at 6", func() []memo.Step { return taskMade("update the app") }}},
		},
		"interjection": {
			refused: []row{{"ochi've got a dentist appt at 3", func() []memo.Step { return eventMade("ochi've got a dentist appt") }},
				{"וואי פגישה ב-5", func() []memo.Step { return eventMade("וואי פגישה") }},
				{"ochi'vegot a call at 2", func() []memo.Step { return eventMade("ochi'vegot a call") }},
				{"וואאי יש לי ביקורת ב-9", func() []memo.Step { return eventMade("וואאי יש לי ביקורת") }},
				{"ihave a meeting at 5", func() []memo.Step { return eventMade("ihave a meeting") }},
				{"אהלן, נדבבר מחר ב-8", func() []memo.Step { return eventMade("נדבבר") }},
				{"וויא יש לי שימוע מחר ב-9", func() []memo.Step { return eventMade("וויא יש לי שימוע") }},
				{"hey memo, nihgt! till 7am", func() []memo.Step { return taskMade("nihgt!") }},
				{"לילהה עד שבע", func() []memo.Step { return taskMade("לילהה") }},
				{"byeee till 9", func() []memo.Step { return taskMade("byeee") }},
				{"hi, godo night memo, till 7:30", func() []memo.Step { return taskMade("godo night memo") }}},
			passed: []row{{"ahi tuna for dinner at 7", func() []memo.Step { return eventMade("ahi tuna for dinner") }},
				{"nights at 7", func() []memo.Step { return taskMade("nights") }},
				{"light at 7", func() []memo.Step { return taskMade("light") }},
				{"food night at 7", func() []memo.Step { return taskMade("food night") }},
				{"uhaul pickup at 9", func() []memo.Step { return eventMade("uhaul pickup") }}},
		},
		"calendarInTitle": {
			refused: []row{{"at 5 put dentist appointment in my calendar", func() []memo.Step { return taskMade("dentist appointment in my calendar") }},
				{"at 5 pop the vet in my sched", func() []memo.Step { return eventMade("pop the vet in my sched") }}},
			passed: []row{{"work on the schedule at 5", func() []memo.Step { return taskMade("work on the schedule") }},
				{"buy a calendar for the kitchen at 5", func() []memo.Step { return taskMade("buy a calendar for the kitchen") }}},
		},
		"halfHour": {
			refused: []row{{"pay the bill half 4 sorry", func() []memo.Step { return taskMade("pay the bill half 4 sorry") }}},
			passed:  []row{{"buy half 4 kilos of rice", func() []memo.Step { return taskMade("buy half 4 kilos") }}},
		},
		"changeKept": {
			refused: []row{{"aiyo wrong lah, make it 7pm", func() []memo.Step { return taskMade("aiyo wrong lah, make it") }},
				{"טעיתי, תעשה את זה ב7", func() []memo.Step { return taskMade("טעיתי, תעשה את זה") }},
				{"no, change it to 7", func() []memo.Step { return eventMade("no, change it to") }},
				{"umm nvmmake it 6 my mom gets home at 7 please", func() []memo.Step { return taskMade("nvmmake it 6 my mom gets home") }}},
			passed: []row{{"make it to the bank at 5", func() []memo.Step { return taskMade("make it to the bank") }},
				{"change the sheets at 5", func() []memo.Step { return taskMade("change the sheets") }},
				{"לשנות את הסיסמה ב-5", func() []memo.Step { return taskMade("לשנות את הסיסמה") }}},
		},
		"particleKept": {
			refused: []row{{"chuck in a job tmrw arvo 2pm at 14 banksia st bathroom reno", func() []memo.Step { return eventMade("chuck in a job bathroom reno") }},
				{"slot in a call with mum tomorrow at 6pm", func() []memo.Step { return eventMade("slot in a call with mum") }}},
			passed: []row{{"put the new bulb in at 5", func() []memo.Step { return taskMade("put the new bulb in") }},
				{"pop into the bank at 5", func() []memo.Step { return taskMade("pop into the bank") }}},
		},
		"headingKept": {
			refused: []row{{"add to my calendar: gym mon wed fri at 7", func() []memo.Step { return eventMade("add : gym") }},
				{"תכניס ליומן: חדר כושר ב-7", func() []memo.Step { return eventMade("תכניס: חדר כושר") }},
				{"לימון: תור לרופא שיניים מחר ב 9", func() []memo.Step { return taskMade("לימון: תור לרופא שיניים") }}},
			passed: []row{{"add: gym at 7", func() []memo.Step { return eventMade("gym") }},
				{"לימון ודבש לגרון מחר ב-9", func() []memo.Step { return taskMade("לימון ודבש לגרון") }},
				{"Note-taking workshop Tuesday at 5", func() []memo.Step { return eventMade("Note-taking workshop") }}},
		},
		"moodKept": {
			refused: []row{{"yo feelng so down tonight", func() []memo.Step { return taskMade("feelng so down") }},
				{"wahfeeling really down tonight!", func() []memo.Step { return taskMade("wahfeeling really down") }}},
			passed: []row{{"remind me tonight to call mom she's feeling down", func() []memo.Step { return taskMade("call mom she's feeling down") }},
				{"feelings journal tonight at 9", func() []memo.Step { return taskMade("feelings journal") }}},
		},
		"preferOnly": {
			refused: []row{{"תזכיר ב7:30 עדיף", func() []memo.Step { return taskMade("עדיף") }},
				{"תזכיר לי ב7:30 יותר טוב", func() []memo.Step { return taskMade("יותר טוב") }},
				{"remind me at 7:30 instead", func() []memo.Step { return taskMade("instead") }},
				{"remind me at 7:30 better", func() []memo.Step { return taskMade("better") }}},
			passed: []row{{"remind me at 6 to buy better shoes", func() []memo.Step { return taskMade("buy better shoes") }},
				{"תזכיר לי בשש לקנות נעליים יותר טובות", func() []memo.Step { return taskMade("לקנות נעליים יותר טובות") }},
				{"תזכיר לי בשש לבדוק מה עדיף", func() []memo.Step { return taskMade("לבדוק מה עדיף") }}},
		},
		"deniedKept": {
			refused: []row{{"not at 7, at home", func() []memo.Step { return taskMade("not at home") }},
				{"not on monday, on the way home", func() []memo.Step { return taskMade("not on the way home") }}},
			passed: []row{{"remind me at 6 not to eat sugar", func() []memo.Step { return taskMade("not to eat sugar") }},
				{"remind me at 6 to note the meter reading", func() []memo.Step { return taskMade("note the meter reading") }}},
		},
		"correctionKept": {
			refused: []row{{"dinner with Dana at 7 sorry 8 tomorrow", func() []memo.Step { return eventMade("dinner with Dana sorry 8") }},
				{"הפיזיו בארבע ולא בשתיים", func() []memo.Step { return eventMade("הפיזיו ולא בשתיים") }},
				{"call the bank at 3 not 2", func() []memo.Step { return taskMade("call the bank not 2") }}},
			passed: []row{{"remind me to buy 3 not 2 bottles", func() []memo.Step { return taskMade("buy 3 not 2 bottles") }},
				{"remind me at 6 to say sorry 2 times", func() []memo.Step { return taskMade("say sorry 2 times") }}},
		},
		"withOnly": {
			refused: []row{{"with grandma at 6", func() []memo.Step { return taskMade("with grandma") }},
				{"וגם עם דנה בשש", func() []memo.Step { return taskMade("עם דנה") }},
				{"and one more for dana katz at 6", func() []memo.Step { return taskMade("for dana katz") }}},
			passed: []row{{"remind me at 6 to have tea with grandma", func() []memo.Step { return taskMade("have tea with grandma") }},
				{"פגישה עם דנה מחר בשש", func() []memo.Step { return eventMade("פגישה עם דנה") }},
				{"remind me at 6 to buy flowers for dana", func() []memo.Step { return taskMade("buy flowers for dana") }}},
		},
		"farewellKept": {
			refused: []row{{"remind me to call my mom see ya", func() []memo.Step { return taskMade("call my mom see ya") }},
				{"תזכיר לי להתקשר לאמא יאללה ביי", func() []memo.Step { return taskMade("להתקשר לאמא יאללה ביי") }},
				{"umm see you tomorow", func() []memo.Step { return taskMade("see you") }},
				{"send a thank-you card to grandma love ya bye", func() []memo.Step { return taskMade("send a thank-you card to grandma love ya bye") }}},
			passed: []row{{"remind me at 8 to say bye to grandma", func() []memo.Step { return taskMade("say bye to grandma") }},
				{"מסיבת להתראות לדני ביום חמישי ב-8", func() []memo.Step { return eventMade("מסיבת להתראות לדני") }}},
		},
		"asideKept": {
			refused: []row{{"remind me to call Susan on her birthday which is December 14", func() []memo.Step { return taskMade("call Susan on her birthday which is") }},
				{"תזכיר לי להתקשר לסוזן ביום ההולדת שלה שזה ב-14 בדצמבר", func() []memo.Step { return taskMade("להתקשר לסוזן ביום ההולדת שלה שזה") }}},
			passed: []row{{"remind me tomorrow at 5 to find out which is cheaper", func() []memo.Step { return taskMade("find out which is cheaper") }},
				{"remind me tomorrow at 5 to buy the one that's red", func() []memo.Step { return taskMade("buy the one that's red") }}},
		},
		"remarkKept": {
			refused: []row{{"נשמה לעשות כביסה, תזכירי לי בעוד שעה וחצי, מה לעשות אני כל הזמן שוכח", func() []memo.Step { return taskMade("מה לעשות") }},
				{"add wine, chips, i deserve it lol to shopping", func() []memo.Step { return listAdd("shopping", "wine", "chips", "i deserve it lol") }},
				{"תוסיפי לקניות יין, מגיע לי, וגבינה", func() []memo.Step { return listAdd("קניות", "יין", "מגיע לי", "גבינה") }},
				{"וואלה רשימת קניות לימון ו-ורדים מה לעשות", func() []memo.Step { return listAdd("קניות", "לימון", "ורדים מה לעשות") }},
				{"וואלה תוסיפי ורדים ו-ביצים לרשימת הקניות מגיע לי", func() []memo.Step { return listAdd("קניות מגיע לי", "ורדים", "ביצים") }},
				{"remind me at 9 to buy wine, it's been a week", func() []memo.Step { return taskMade("buy wine, it's been a week") }},
				{"תזכירי לי ב9 לקנות יין, אל תשפטי", func() []memo.Step { return taskMade("לקנות יין, אל תשפטי") }},
				{"תזכירי לי ב9 לקנות חלב מגיע לי", func() []memo.Step { return taskMade("לקנות חלב מגיע לי") }},
				{"remind me at 10 to call the super, it's freezing in here", func() []memo.Step { return taskMade("call the super, it's freezing in here") }},
				{"remind me at 10 to ring mummy back she's been calling all morning", func() []memo.Step { return taskMade("ring mummy back she's been calling all morning") }},
				{"תזכירי לי ב10 להתקשר לבעל הבית, קר פה נורא", func() []memo.Step { return taskMade("להתקשר לבעל הבית, קר פה נורא") }}},
			passed: []row{{"remind me at 10 to tell mom she's invited", func() []memo.Step { return taskMade("tell mom she's invited") }},
				{"remind me at 10 to check if it's raining", func() []memo.Step { return taskMade("check if it's raining") }},
				{"remind me at 10 to email Tom that it's done", func() []memo.Step { return taskMade("email Tom that it's done") }},
				{"remind me at 10 to remind dad he has a doctor visit", func() []memo.Step { return taskMade("remind dad he has a doctor visit") }},
				{"תזכירי לי ב10 להגיד לדנה, היא מוזמנת", func() []memo.Step { return taskMade("להגיד לדנה, היא מוזמנת") }},
				{"תזכירי לי ב10 לבדוק אם היא בבית", func() []memo.Step { return taskMade("לבדוק אם היא בבית") }},
				{"remind me at 9 to text dana, don't judge", func() []memo.Step { return taskMade("text dana, don't judge") }},
				{"תזכירי לי ב9 לשאול את דנה, מה לעשות", func() []memo.Step { return taskMade("לשאול את דנה, מה לעשות") }},
				{"add milk, eggs to shopping", func() []memo.Step { return listAdd("shopping", "milk", "eggs") }},
				{"remind me to buy a self care kit", func() []memo.Step { return taskMade("buy a self care kit") }},
				{"תזכירי לי ב9 לבדוק כמה כסף מגיע לי", func() []memo.Step { return taskMade("לבדוק כמה כסף מגיע לי") }}},
		},
		"commandKept": {
			refused: []row{{"ok set a call with the client at 9am tomorrow", func() []memo.Step { return eventMade("set a call with the client") }},
				{"ok add a call with the client at 9am tomorrow", func() []memo.Step { return eventMade("add a call with the client") }},
				{"innit, put me down for a shift friday 8pm", func() []memo.Step { return eventMade("innit, put me down for a shift") }}},
			passed: []row{{"call with the client at 9am tomorrow", func() []memo.Step { return eventMade("call with the client") }},
				{"book a table at nandos at 8", func() []memo.Step { return eventMade("book a table at nandos") }},
				{"remind me at 8 to set the table", func() []memo.Step { return taskMade("set the table") }}},
		},
		"dangling": {
			refused: []row{{"… חוג ג'ודו של איתי ובעצם זה כל חמישי", func() []memo.Step { return eventMade("חוג ג'ודו של איתי ובעצם") }},
				{"יש לי דיילי מחר ב9 אבל זה כל יום מראשון עד חמישי", func() []memo.Step { return eventMade("דיילי אבל זה מיום ראשון") }}, {"יש לנו אספת חברים ביום חמישי בשמונה ואני תמיד שוכח, אז תרשום לי את זה", func() []memo.Step { return eventMade("אספת חברים ואני תמיד שוכח, אז") }},
				{"dinner with dan at 8 and", func() []memo.Step { return eventMade("dinner with dan and") }},
				{"the dentists been moved to 6", func() []memo.Step { return taskMade("dentist been") }},
				{"תזכיר לי לאסוף את הילדים בעצם שיהיה מחר בשש", func() []memo.Step { return taskMade("לאסוף את הילדים בעצם שיהיה") }}},
			passed: []row{{"remind me at 5 to buy salt and pepper", func() []memo.Step { return taskMade("buy salt and pepper") }},
				{"תזכיר לי בחמש לקנות מלח ופלפל", func() []memo.Step { return taskMade("לקנות מלח ופלפל") }},
				{"תזכיר לי בחמש לבדוק מה זה", func() []memo.Step { return taskMade("לבדוק מה זה") }}},
		},
		"hourLeft": {
			refused: []row{{"ראשון בבוקר 9 1:1 עם דנה תכניסי ללוח שנה", func() []memo.Step { return eventMade("9 1:1 עם דנה") }},
				{"tomorrow morning 10 1:1 with dana", func() []memo.Step { return eventMade("10 1:1 with dana") }}},
			passed: []row{{"tomorrow morning 10 people for brunch", func() []memo.Step { return eventMade("brunch") }},
				{"tomorrow at 5 2 kids to pick up", func() []memo.Step { return taskMade("2 kids to pick up") }}},
		},
		"dreadKept": {
			refused: []row{{"remind me at 8 to watch the movie he will kill me", func() []memo.Step { return taskMade("watch the movie he will kill me") }},
				{"תזכיר לי לסדר את החדר שאמא לא תהרוג אותי", func() []memo.Step { return taskMade("לסדר את החדר שאמא לא תהרוג אותי") }}},
			passed: []row{{"remind me to watch kill bill at 8", func() []memo.Step { return taskMade("watch kill bill") }},
				{"remind me to ask if the heat will kill the plants", func() []memo.Step { return taskMade("ask if the heat will kill the plants") }}},
		},
		"forgetKept": {
			refused: []row{{"remind me to call mom at 5 and dont let me forget the chicken", func() []memo.Step { return taskMade("call mom and dont let me forget the chicken") }},
				{"תזכיר לי להתקשר לאמא ב5 ואל תתן לי לשכוח את העוף", func() []memo.Step {
					return taskMade("להתקשר לאמא ואל תתן לי לשכוח את העוף")
				}}},
			passed: []row{{"remind me to watch don't forget me at 8", func() []memo.Step { return taskMade("watch don't forget me") }},
				{"תזכיר לי לקנות את הספר אל תשכח אותי", func() []memo.Step { return taskMade("לקנות את הספר אל תשכח אותי") }}},
		},
		"halfDone": {
			refused: []row{{"call mom and blorf", func() []memo.Step {
				return append(taskMade("call mom"), memo.Step{Operation: memo.OpUnknown})
			}}},
			passed: []row{{"call mom", func() []memo.Step { return taskMade("call mom") }}},
		},
		"sentence": {
			refused: []row{{"dentist. blorf the snuffle", func() []memo.Step { return taskMade("dentist. blorf the snuffle") }},
				{"תוסיפי חלב לרשימת הקניות. בלורף", func() []memo.Step { return listAdd("הקניות. בלורף", "חלב") }}},
			passed: []row{{"call Dr. Cohen", func() []memo.Step { return taskMade("call Dr. Cohen") }}},
		},
		"noReminder": {
			refused: []row{{"בלי תזכורת מחר", func() []memo.Step { return taskMade("מחר") }},
				{"no reminder tomorrow", func() []memo.Step { return taskMade("tomorrow") }}},
			passed: []row{{"תזכיר לי לקנות חלב בלי לקטוז", func() []memo.Step { return taskMade("לקנות חלב בלי לקטוז") }}},
		},
		"apology": {
			refused: []row{{"sheasked, ok so sorrry my bad, at 6", func() []memo.Step { return taskMade("sheasked, ok so sorrry my bad") }},
				{"later remind me to feed the cat sorry tomorrow at 9:30", func() []memo.Step { return taskMade("feed the cat sorry later") }},
				{"סלייחה טעות שלי, ב-6", func() []memo.Step { return taskMade("סלייחה טעות שלי") }},
				{"סליהחהה, ב-6", func() []memo.Step { return taskMade("סליהחהה") }},
				{"hey soorory, at 6 pls", func() []memo.Step { return taskMade("soorory") }},
				{"שינו את זה סליחה טעות שלי ב-6", func() []memo.Step { return taskMade("שינו את זה סליחה טעות שלי") }},
				{"they moved it sorry my bad at 6", func() []memo.Step { return taskMade("they moved it sorry my bad") }},
				{"מממ סלחיההה, ב-6", func() []memo.Step { return taskMade("סלחיההה") }}},
			passed: []row{{"remind me at 6 to say sorry to Dana", func() []memo.Step { return taskMade("say sorry to Dana") }},
				{"תזכיר לי ב-6 לבקש סליחה מדנה", func() []memo.Step { return taskMade("לבקש סליחה מדנה") }},
				{"remind me at 6 to fix my mistake in the report", func() []memo.Step { return taskMade("fix my mistake in the report") }}},
		},
		"repeatAdverb": {
			refused: []row{{"remind me to water the plants at 18:00 weekly ha thxx", func() []memo.Step { return taskMade("water the plants weekly") }},
				{"remind me quarterly on the 13th to move the car", func() []memo.Step { return taskMade("quarterly to move the car") }},
				{"שים לי תזכורת בשמונה מדי 🙏 חודש לקנות מלפפון", func() []memo.Step { return taskMade("מדי חודש לקנות מלפפון") }},
				{"remiind me so that I call the bank evry noon", func() []memo.Step { return taskMade("call the bank evry") }},
				{"תזכיר לי ב9 כול 🙏 יום להשקות", func() []memo.Step { return taskMade("כול יום להשקות") }}},
			passed: []row{{"remind me to send the weekly report at 9", func() []memo.Step { return taskMade("send the weekly report") }},
				{"remind me at 9 to watch the very day we met", func() []memo.Step { return taskMade("watch the very day we met") }},
				{"תזכיר לי מחר ב9 לקנות כול מה שצריך", func() []memo.Step { return taskMade("לקנות כול מה שצריך") }},
				{"weekly meeting tomorrow at 9", func() []memo.Step { return eventMade("weekly meeting") }}},
		},
		"remindKept": {
			refused: []row{{"my anniversary is on march 3rd, remind me a week before", func() []memo.Step {
				return factKept("my anniversary is on march 3rd, remind me a week before")
			}}, {"יום הנישואין שלנו ב-3 במרץ, תזכיר לי שבוע לפני", func() []memo.Step {
				return factKept("יום הנישואין שלנו ב-3 במרץ, תזכיר לי שבוע לפני")
			}}, {"remember the code is 4471 and remind me tomorrow", func() []memo.Step {
				return factKept("the code is 4471 and remind me tomorrow")
			}}},
			passed: []row{{"my anniversary is on march 3rd", func() []memo.Step { return factKept("my anniversary is on march 3rd") }},
				{"the reminder app password is hunter2", func() []memo.Step { return factKept("the reminder app password is hunter2") }},
				{"אמא אמרה שהתזכורות שלה בטלפון לא עובדות", func() []memo.Step {
					return factKept("אמא אמרה שהתזכורות שלה בטלפון לא עובדות")
				}}},
		},
		"addressEnd": {
			refused: []row{{"remind me to call mom 2moro at 10am mate ⏰ full stop", func() []memo.Step { return taskMade("call mom mate") }},
				{"practice at the arena thurs at 3pm oui put it in", func() []memo.Step { return eventMade("practice at the arena oui") }},
				{"1:1 with Dana at 9am laah, add it", func() []memo.Step { return eventMade("1:1 with Dana laah") }}},
			passed: []row{{"remind me to call my mate at 5", func() []memo.Step { return taskMade("call my mate") }},
				{"trip to leh at 5", func() []memo.Step { return eventMade("trip to leh") }},
				{"remind me to pay boss at 5", func() []memo.Step { return taskMade("pay boss") }}},
		},
		"lengthKept": {
			refused: []row{{"cardiologist appt for dad on 10th december at 9:15, it'll take about 2 hours, at Hadassah", func() []memo.Step {
				return eventMade("cardiologist appt for dad it'll take about 2 hours, at Hadassah")
			}}, {"פגישה עם הבנק מחר ב-3, זה ייקח שעתיים, בסניף", func() []memo.Step {
				return eventMade("פגישה עם הבנק זה ייקח שעתיים, בסניף")
			}}},
			passed: []row{{"remind me to take 2 pills at 9", func() []memo.Step { return taskMade("take 2 pills") }},
				{"book the 2 hours massage tomorrow at 5", func() []memo.Step { return taskMade("book the 2 hours massage") }}},
		},
		"noTitle": {
			refused: []row{{"להכין את האוכל של מחר תזכירי לי לפני שלישי רגע בעצם מחר ב-9:30", func() []memo.Step { return taskMade("") }}},
			passed:  []row{{"remind me to call mom at 5", func() []memo.Step { return taskMade("call mom") }}},
		},
		"toldWorld": {
			refused: []row{{"I get to the office at 9", func() []memo.Step { return taskMade("I get to the office") }},
				{"המשמרת שלי מתחילה ב7", func() []memo.Step { return eventMade("המשמרת שלי מתחילה") }}},
			passed: []row{{"I have a meeting with Dan at 9", func() []memo.Step { return eventMade("meeting with Dan") }},
				{"the store closes at 9, remind me at 8 to go", func() []memo.Step { return taskMade("go") }}},
		},
		"remindAsEvent": {
			refused: []row{{"shame I forgot the soccer practice again, remind me every tuesday at 3:30pm", func() []memo.Step { return eventMade("shame I forgot the soccer practice again") }},
				{"שכחתי שוב את החוג של הילד, תזכיר לי כל שלישי ב4", func() []memo.Step { return eventMade("שכחתי שוב את החוג של הילד") }}},
			passed: []row{{"dentist tomorrow at 5, remind me at 4 to leave", func() []memo.Step { return append(eventMade("dentist"), taskMade("leave")...) }},
				{"soccer practice every tuesday at 3:30pm", func() []memo.Step { return eventMade("soccer practice") }}},
		},
		"mealDay": {
			refused: []row{{"הנכדים באים לארוחת שישי בשבע בערב", func() []memo.Step { return eventMade("הנכדים באים לארוחת שישי") }}},
			passed: []row{{"הנכדים באים לארוחת שישי ביום שישי בשבע בערב", func() []memo.Step {
				steps := eventMade("הנכדים באים לארוחת שישי")
				steps[0].Calendar.Drafts[0].Start = time.Date(2026, 3, 13, 19, 0, 0, 0, time.UTC) // a Friday
				return steps
			}}, {"ארוחת ערב עם הנכדים בשבע בערב", func() []memo.Step { return eventMade("ארוחת ערב עם הנכדים") }}},
		},
		"hourAsked": {
			refused: []row{{"add dinner at mom's on Friday and remind me an hour before", func() []memo.Step {
				return append(hourless("dinner at mom's"), taskMade("dinner at mom's")...)
			}}},
			passed: []row{{"add dinner at mom's on Friday", func() []memo.Step { return hourless("dinner at mom's") }},
				{"תכניס ליומן ארוחה אצל אמא ביום שישי ב-7 ותזכיר לי שעה לפני", func() []memo.Step {
					return append(eventMade("ארוחה אצל אמא"), taskMade("ארוחה אצל אמא")...)
				}}},
		},
	}
	now := time.Date(2026, 3, 10, 9, 0, 0, 0, time.UTC)
	seen := map[string]bool{}
	for _, c := range finalChecks {
		if seen[c.name] || c.doc == "" {
			t.Errorf("check %q: named twice or not told", c.name)
		}
		seen[c.name] = true
		rows, ok := cases[c.name]
		if !ok || len(rows.refused) == 0 || len(rows.passed) == 0 {
			t.Errorf("check %q: no title it refuses, or no near-miss it passes", c.name)
			continue
		}
		for _, r := range rows.refused {
			if !c.refuses(newMessage(memo.PlanRequest{Text: r.text, Now: now, Loc: time.UTC}), r.steps()) {
				t.Errorf("check %q passed %q; want it refused", c.name, r.text)
			}
		}
		for _, r := range rows.passed {
			if c.refuses(newMessage(memo.PlanRequest{Text: r.text, Now: now, Loc: time.UTC}), r.steps()) {
				t.Errorf("check %q refused %q; want it passed", c.name, r.text)
			}
		}
	}
	for name := range cases {
		if !seen[name] {
			t.Errorf("rows for %q, no check of that name", name)
		}
	}
}
