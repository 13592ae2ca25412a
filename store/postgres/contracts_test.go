package postgres_test

import (
	"testing"

	memo "github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/store/storetest"
)

func TestGoogleStore(t *testing.T) {
	storetest.TestGoogleStore(t, func(t *testing.T, clock memo.Clock) storetest.GoogleStore {
		return mustOpen(t, clock)
	})
}

func TestSettingsStore(t *testing.T) {
	storetest.TestSettingsStore(t, func(t *testing.T, clock memo.Clock) storetest.SettingsStore {
		return mustOpen(t, clock)
	})
}

func TestTaskStore(t *testing.T) {
	storetest.TestTaskStore(t, func(t *testing.T, clock memo.Clock) storetest.TaskStore {
		return mustOpen(t, clock)
	})
}
