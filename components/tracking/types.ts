export interface TrackingLogEvent {
  ActivityDate: string;
  ActivityTime: string;
  Location: string;
  Remarks: string;
  Status?: string;
  DeliveredTo?: string;
}

export interface TrackedShipment {
  AirWayBillNo: string;
  Origin: string;
  Destination: string;
  ShipmentProgress: number;
  Status?: string | null;
  TrackingLogDetails: Array<TrackingLogEvent | TrackingLogEvent[]>;
}

export interface TrackingResponse {
  message: string;
  data: { AirwayBillTrackList: TrackedShipment[] };
}
