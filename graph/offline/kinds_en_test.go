package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestToldScheduleEN: an English schedule told with its day and its hour
// and no command is an event when it opens with the noun of what is held:
// an activity's "-ing" noun, or a noun at a place (a verb that is also an
// activity's noun, said before "at", is the noun). Near misses: a deed
// opens with its verb and stays a reminder, and so do a chore's "-ing"
// noun, a thing taken or paid, and an errand at the store.
func TestToldScheduleEN(t *testing.T) {
	checkTerse(t, map[string]terseWant{
		"shearing at hendersons mon 6am":        {op: memo.OpEventCreate, title: "shearing at hendersons", at: at(26, 6, 0)},
		"shearing mon 6am":                      {op: memo.OpEventCreate, title: "shearing", at: at(26, 6, 0)},
		"bowling sat 2pm":                       {op: memo.OpEventCreate, title: "bowling", at: at(24, 14, 0)},
		"Practice at the arena Saturday 6am":    {op: memo.OpEventCreate, title: "Practice at the arena", at: at(24, 6, 0)},
		"footy training thurs 5:30 at the oval": {op: memo.OpEventCreate, title: "footy training at the oval", at: at(22, 17, 30)},
		"gig at the Crown sat night 9":          {op: memo.OpEventCreate, title: "gig at the Crown", at: at(24, 21, 0)},
		"beers at jacks fri 6pm":                {op: memo.OpEventCreate, title: "beers at jacks", at: at(23, 18, 0)},
		"call mum sat 6am":                      {op: memo.OpTaskCreate, title: "call mum", at: at(24, 6, 0)},
		"pay rent mon 9am":                      {op: memo.OpTaskCreate, title: "pay rent", at: at(26, 9, 0)},
		"take the bins out thursday 7pm":        {op: memo.OpTaskCreate, title: "take the bins out", at: at(22, 19, 0)},
		"ring the vet friday 9":                 {op: memo.OpTaskCreate, title: "ring the vet", at: at(23, 9, 0)},
		"practice piano sat 6am":                {op: memo.OpTaskCreate, title: "practice piano", at: at(24, 6, 0)},
		"practice sat 6am":                      {op: memo.OpTaskCreate, title: "practice", at: at(24, 6, 0)},
		"cleaning sat 9am":                      {op: memo.OpTaskCreate, title: "cleaning", at: at(24, 9, 0)},
		"calling the bank mon 9":                {op: memo.OpTaskCreate, title: "calling the bank", at: at(26, 9, 0)},
		"pills at nans sat 9am":                 {op: memo.OpTaskCreate, title: "pills at nans", at: at(24, 9, 0)},
		"milk at the store sat 9am":             {op: memo.OpTaskCreate, title: "milk at the store", at: at(24, 9, 0)},
		"look at the car sat 9am":               {op: memo.OpTaskCreate, title: "look at the car", at: at(24, 9, 0)},
	})
	if s := plan(t, "pay rent mon").Steps[0]; s.Operation != memo.OpTaskCreate {
		t.Errorf("pay rent mon: %s; want a reminder", s.Operation)
	}
}

// TestRemindObject: a reminder whose object is a noun with no verb
// ("remind me the pills at 9", "תזכירי לי את הכדורים") is titled by that
// noun without "the" or "את", not guessed into a deed. Near misses: a
// deed keeps its words, a sentence keeps its "the", and "about the …"
// or "before the …" name an event, which keeps it.
func TestRemindObject(t *testing.T) {
	checkTerse(t, map[string]terseWant{
		"remind me the pills at 9":                  {op: memo.OpTaskCreate, title: "pills", at: at(20, 21, 0)},
		"remind me the pills tomorrow at 9":         {op: memo.OpTaskCreate, title: "pills", at: at(21, 9, 0)},
		"remind me the bins":                        {op: memo.OpTaskCreate, title: "bins"},
		"remind me the kids' lunches tomorrow at 7": {op: memo.OpTaskCreate, title: "kids' lunches", at: at(21, 7, 0)},
		"תזכירי לי את הכדורים ב9":                   {op: memo.OpTaskCreate, title: "הכדורים", at: at(20, 21, 0)},
		"תזכירי לי את הכדורים":                      {op: memo.OpTaskCreate, title: "הכדורים"},
		"remind me to take the pills at 9":          {op: memo.OpTaskCreate, title: "take the pills", at: at(20, 21, 0)},
		"remind me the pills are in the drawer":     {op: memo.OpTaskCreate, title: "the pills are in the drawer"},
		"remind me about the meeting tomorrow at 9": {op: memo.OpTaskCreate, title: "the meeting", at: at(21, 9, 0)},
		"תזכירי לי לקחת את הכדורים ב9":              {op: memo.OpTaskCreate, title: "לקחת את הכדורים", at: at(20, 21, 0)},
	})
}
