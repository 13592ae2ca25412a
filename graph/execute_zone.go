package graph

import (
	"context"
	"fmt"

	"github.com/memo-assistant/memo"
)

// A stay in another time zone: "I'm in London until Friday" moves the
// user's zone there, with their morning digest and the repeating
// reminders set in the zone they leave ("every day at 8" stays at 8 where
// they are); "I'm back home", or the day the stay ends, moves them back.
// Undo puts everything back as it was.

// zoneUnchanged reports whether a zone step would leave the user as they
// are: home while at home, or the zone and end they are on already.
func zoneUnchanged(u memo.User, step memo.Step) bool {
	a := step.Settings
	if step.Operation == memo.OpZoneHome {
		return u.HomeZone == ""
	}
	sameUntil := a.Until == nil && u.StayUntil == nil || a.Until != nil && u.StayUntil != nil && a.Until.Equal(*u.StayUntil)
	return a.Zone == u.TimeZone && (u.HomeZone == "" || sameUntil)
}

// executeZone runs a zone step, and records the user as they were for
// undo.
func (r *Runner) executeZone(ctx context.Context, sc scene, step memo.Step, ch *changeLog) (memo.Result, error) {
	if zoneUnchanged(sc.user, step) {
		if step.Operation == memo.OpZoneHome {
			return memo.Result{}, memo.Refuse(memo.EInvalid, memo.WhyAlreadyHome, memo.Detail{Name: sc.user.TimeZone})
		}
		return memo.Result{}, memo.Refuse(memo.EInvalid, memo.WhyZoneAlready, memo.Detail{Name: step.Settings.Place})
	}
	zone, until := step.Settings.Zone, step.Settings.Until
	if step.Operation == memo.OpZoneHome {
		zone, until = sc.user.Home(), nil
	}
	before, _, err := r.cfg.Settings.SetZone(ctx, sc.user.ID, zone, until)
	if err != nil {
		return memo.Result{}, fmt.Errorf("set zone: %w", err)
	}
	ch.a.User = &before
	out := memo.NewResult(memo.CapSettings, step.Operation, nil)
	out.Meta.Updated = 1
	return out, nil
}

// undoZone puts the user's zone back as it was before a.
func (r *Runner) undoZone(ctx context.Context, sc scene, a *memo.Action, inv *memo.Step) (memo.Result, error) {
	if r.cfg.Settings == nil {
		return memo.Result{}, memo.Refuse(memo.EInvalid, memo.WhyCannotUndo, memo.Detail{})
	}
	if err := r.cfg.Settings.RestoreZone(ctx, *a.User); err != nil {
		return memo.Result{}, fmt.Errorf("undo zone: %w", err)
	}
	inv.Operation = memo.OpSetZone
	inv.Settings = &memo.SettingsArgs{Zone: a.User.TimeZone, Until: a.User.StayUntil}
	if a.User.HomeZone == "" {
		inv.Operation = memo.OpZoneHome
	}
	out := memo.NewResult(memo.CapSettings, inv.Operation, nil)
	out.Meta.Updated = 1
	return out, nil
}
