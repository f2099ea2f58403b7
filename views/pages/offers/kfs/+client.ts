// The Print button, as on the tool's KFS.
import '#views/pages/loan-tools/true-cost/kfs/+client'
