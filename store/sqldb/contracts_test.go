package sqldb_test

import (
	"testing"

	memo "github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/store/storetest"
)

func TestGoogleStore(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		storetest.TestGoogleStore(t, func(t *testing.T, clock memo.Clock) storetest.GoogleStore {
			return on.open(t, clock)
		})
	})
}

func TestSettingsStore(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		storetest.TestSettingsStore(t, func(t *testing.T, clock memo.Clock) storetest.SettingsStore {
			return on.open(t, clock)
		})
	})
}

func TestTaskStore(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		storetest.TestTaskStore(t, func(t *testing.T, clock memo.Clock) storetest.TaskStore {
			return on.open(t, clock)
		})
	})
}
